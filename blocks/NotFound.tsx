/**
 * The page for an address that does not exist: a friendly, centred message and one way on, back to the home page.
 * (The app logs the missing path; this block only draws the page.)
 */
import { useId } from 'react';
import type { CSSObject } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { ButtonLink } from './ui/ButtonLink';
import { Section, SectionHeading } from './ui/Section';

export function NotFound({ block }: BlockProps<'notFound'>) {
  const headingId = useId();
  return (
    <Section id={block.id} surface={block.surface} width="narrow" labelledBy={headingId}>
      <div css={messageStyles}>
        {/* Decoration: the heading says it in words. */}
        <p aria-hidden="true" css={codeStyles}>
          404
        </p>
        <SectionHeading id={headingId} intro={block.text}>
          {block.heading}
        </SectionHeading>
        <ButtonLink href={block.link.href} variant="primary" icon="home" onDark={block.surface === 'dark'}>
          {block.link.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

const messageStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  minHeight: 'min(56vh, 560px)',
  justifyContent: 'center',
};

const codeStyles: CSSObject = {
  margin: '0 0 8px',
  fontSize: 'clamp(4.5rem, 3rem + 8vw, 8rem)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  fontVariantNumeric: 'tabular-nums',
  color: 'var(--surface-accent)',
};
