/**
 * A picture beside text: a heading, a few paragraphs and an optional button on one side, a picture on the other.
 * On phones the picture sits above the text; from md the two stand side by side, the picture on the side the block
 * names (right unless told). The heading comes first in the reading order either way.
 */
import { useId } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { ButtonLink } from './ui/ButtonLink';
import { cardShadow } from './ui/card';
import { mq } from './ui/media';
import { coverStyles, Picture } from './ui/Picture';
import { Section, SectionHeading } from './ui/Section';

type Side = 'left' | 'right';

export function PictureText({ block }: BlockProps<'pictureText'>) {
  const headingId = useId();
  const side: Side = block.side ?? 'right';
  return (
    <Section id={block.id} surface={block.surface} labelledBy={headingId}>
      <div css={(theme) => layoutStyles(theme, side)}>
        <div css={textStyles}>
          <SectionHeading id={headingId} align="start">
            {block.heading}
          </SectionHeading>
          {block.paragraphs.map((paragraph, index) => (
            // Keyed by place: two paragraphs may read the same.
            <p key={index}>{paragraph}</p>
          ))}
          {block.button && (
            <ButtonLink
              href={block.button.href}
              variant={block.button.variant ?? 'primary'}
              onDark={block.surface === 'dark'}
              css={{ marginTop: 28 }}
            >
              {block.button.label}
            </ButtonLink>
          )}
        </div>
        <div css={pictureFrameStyles}>
          <Picture
            image={block.picture}
            sizes="(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw"
            css={coverStyles}
          />
        </div>
      </div>
    </Section>
  );
}

const layoutStyles = (theme: Theme, side: Side): CSSObject => ({
  display: 'grid',
  gap: 32,
  alignItems: 'center',
  [mq(theme).md]: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: 'clamp(32px, 5vw, 64px)',
    // The picture's column: the text keeps its place first in the reading order.
    '& > div:last-of-type': { gridColumn: side === 'left' ? 1 : 2, gridRow: 1 },
    '& > div:first-of-type': { gridColumn: side === 'left' ? 2 : 1, gridRow: 1 },
  },
});

const textStyles: CSSObject = {
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  color: 'var(--surface-muted)',
  '& header': { marginBottom: 20 },
  '& p:last-of-type': { marginBottom: 0 },
};

// Above the text on phones, beside it from md.
const pictureFrameStyles = (theme: Theme): CSSObject => ({
  order: -1,
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: theme.radius,
  boxShadow: cardShadow,
  backgroundColor: theme.colors.surfaceAlt,
  [mq(theme).md]: { order: 0 },
});
