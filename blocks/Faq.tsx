/**
 * Questions and answers: each question is a native disclosure (<details> and <summary>) that opens to its answer.
 * It needs no JavaScript, so the block stays plain HTML; the browser's find-in-page opens the answer that holds
 * the words looked for. The question is a heading inside its summary (the summary's content model allows one),
 * so a screen reader's list of headings lists the questions too.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { SmartLink } from './ui/ButtonLink';
import { cardStyles } from './ui/card';
import { Icon } from './ui/Icon';
import { hoverHover, reducedMotion } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { Section } from './ui/Section';

/** An answer's paragraphs: an empty line in the YAML starts a new one. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function Faq({ block }: BlockProps<'faq'>) {
  const Question = useItemHeading();
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro} width="narrow">
      <div css={listStyles}>
        {block.items.map((item) => (
          <details key={item.question} css={[cardStyles, itemStyles]}>
            <summary css={summaryStyles}>
              <Question css={questionStyles}>{item.question}</Question>
              <Icon name="chevron-down" css={chevronStyles} />
            </summary>
            <div css={answerStyles}>
              {answerParagraphs(item.answer).map((paragraph, index) => (
                // Keyed by place: two paragraphs of an answer may read the same.
                <p key={index}>{paragraph}</p>
              ))}
              {item.link && (
                <SmartLink href={item.link.href} css={linkStyles}>
                  {item.link.label}
                </SmartLink>
              )}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

const listStyles: CSSObject = { display: 'grid', gap: 12 };

// The card look, as a block: a <details> laid out as flex loses its disclosure in some browsers.
const itemStyles: CSSObject = {
  display: 'block',
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
};

const summaryStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  // At least 56 px high: an easy target for a thumb.
  minHeight: 56,
  padding: '16px 20px',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&::marker': { content: '""' },
  // The ring sits inside the card, whose overflow would clip it outside.
  '&:focus-visible': { outlineOffset: -3, borderRadius: theme.radius },
  '& svg': { color: theme.colors.accent, transition: 'transform 150ms ease-out' },
  [hoverHover]: { '&:hover h2, &:hover h3': { color: theme.colors.accent } },
  [reducedMotion]: { '& svg': { transition: 'none' } },
});

const questionStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 650,
  lineHeight: 1.4,
  letterSpacing: 0,
  color: theme.colors.text,
  textWrap: 'pretty',
});

const chevronStyles: CSSObject = { width: 24, height: 24 };

const answerStyles = (theme: Theme): CSSObject => ({
  padding: '0 20px 20px',
  color: theme.colors.textMuted,
  lineHeight: 1.7,
  '& p:last-child': { marginBottom: 0 },
});

const linkStyles: CSSObject = { display: 'inline-block', marginTop: 12, fontWeight: 650 };
