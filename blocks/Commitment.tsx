/**
 * The company's promises as cards with icons, and under them the licence numbers from site.yaml: the trust
 * signal a visitor looks for before calling a contractor.
 */
import type { CSSObject } from '@emotion/react';
import type { BlockProps, Site } from '../src/content/model';
import { cardLift, cardStyles } from './ui/card';
import { fontSize } from './ui/GlobalStyles';
import { Icon, type IconName } from './ui/Icon';
import { useItemHeading } from './ui/pageContext';
import { Section } from './ui/Section';
import { cardGrid } from './ui/cardGrid';
import { IconBadge } from './ui/badges';

// A promise without an icon in the YAML takes one of these in turn.
const promiseIcons: IconName[] = ['badge', 'hammer', 'dollar', 'shield', 'clock', 'users'];

export function Commitment({ block, site }: BlockProps<'commitment'>) {
  const { showLicence = true } = block;
  const PromiseHeading = useItemHeading();
  const columns = Math.min(block.points.length, 3);

  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={cardGrid({ md: columns })}>
        {block.points.map((point, index) => (
          <li
            key={point.title}
            css={(theme) => [cardStyles(theme), cardLift, { padding: 'clamp(24px, 3vw, 32px)', gap: 16 }]}
          >
            <IconBadge name={point.icon ?? promiseIcons[index % promiseIcons.length]} />
            <PromiseHeading css={{ fontSize: fontSize.h4, margin: 0 }}>{point.title}</PromiseHeading>
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{point.text}</p>
          </li>
        ))}
      </ul>
      {showLicence && <LicenceLine licences={site.company.licences} />}
    </Section>
  );
}

/** "Oregon CCB# 229721 · Washington WA# …", breaking between the two on narrow screens, never inside one. */
function LicenceLine({ licences }: { licences: Site['company']['licences'] }) {
  return (
    <p css={licenceLineStyles}>
      <Icon name="shield" css={{ color: 'var(--surface-accent)' }} />
      {/* The spaces between the flex items are invisible but keep the words apart for screen readers. */}
      <span css={{ whiteSpace: 'nowrap' }}>Oregon {licences.oregon}</span>{' '}
      <span aria-hidden="true" css={{ color: 'var(--surface-muted)' }}>
        ·
      </span>{' '}
      <span css={{ whiteSpace: 'nowrap' }}>Washington {licences.washington}</span>
    </p>
  );
}

const licenceLineStyles: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '4px 10px',
  margin: 'clamp(32px, 4vw, 48px) 0 0',
  fontSize: fontSize.lead,
  fontWeight: 600,
  color: 'var(--surface-text)',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
};
