/**
 * What the company offers for a service, as a checklist on one card: two columns on wide screens, one on phones.
 */
import type { Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { CheckMark } from './Features';
import { cardStyles } from './ui/card';
import { fontSize } from './ui/GlobalStyles';
import { mq } from './ui/media';
import { Section } from './ui/Section';

export function Offerings({ block }: BlockProps<'offerings'>) {
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <div
        css={(theme) => [
          cardStyles(theme),
          { maxWidth: 960, marginInline: 'auto', padding: 'clamp(24px, 4vw, 48px)' },
        ]}
      >
        <ul
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: '16px 48px',
            gridTemplateColumns: 'minmax(0, 1fr)',
            [mq(theme).md]: { gridTemplateColumns: `repeat(${Math.min(block.items.length, 2)}, minmax(0, 1fr))` },
          })}
        >
          {block.items.map((item, index) => (
            <li
              key={index}
              css={{ display: 'flex', alignItems: 'flex-start', gap: 14, fontSize: fontSize.lead, lineHeight: 1.45 }}
            >
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
