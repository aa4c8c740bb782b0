/**
 * What the company offers for a service, as a checklist on one card: two columns on wide screens, one on phones.
 */
import type { CSSObject } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { cardStyles } from './ui/card';
import { fontSize } from './ui/GlobalStyles';
import { Section } from './ui/Section';
import { cardGrid } from './ui/cardGrid';
import { CheckMark } from './ui/badges';

export function Offerings({ block }: BlockProps<'offerings'>) {
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <div
        css={(theme) => [cardStyles(theme), { maxWidth: 960, marginInline: 'auto', padding: 'clamp(24px, 4vw, 48px)' }]}
      >
        <ul css={cardGrid({ md: Math.min(block.items.length, 2) }, '16px 48px')}>
          {block.items.map((item, index) => (
            <li key={index} css={offeringStyles}>
              <CheckMark />
              {/* Nudged down so the first line of text centres on the 32 px mark. */}
              <span css={{ paddingTop: 3 }}>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

const offeringStyles: CSSObject = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 14,
  fontSize: fontSize.lead,
  lineHeight: 1.45,
};
