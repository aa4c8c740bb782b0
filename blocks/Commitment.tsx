/**
 * The company's promises as cards with icons, and under them a line of credentials: the block's own words when
 * the YAML gives them, otherwise the credentials of site.yaml that have a number. The trust signal a visitor looks
 * for before calling.
 */
import { Fragment } from 'react';
import type { CSSObject } from '@emotion/react';
import type { BlockProps, Site } from '../src/content/model';
import { fontSize } from './ui/GlobalStyles';
import { Icon, type IconName } from './ui/Icon';
import { IconCard } from './ui/IconCard';
import { Section } from './ui/Section';
import { cardGrid } from './ui/cardGrid';

// A promise without an icon in the YAML takes one of these in turn.
const promiseIcons: IconName[] = ['badge', 'hammer', 'dollar', 'shield', 'clock', 'users'];

export function Commitment({ block, site }: BlockProps<'commitment'>) {
  const { showLicence = true } = block;
  const columns = Math.min(block.points.length, 3);

  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={cardGrid({ md: columns })}>
        {block.points.map((point, index) => (
          <IconCard
            key={point.title}
            icon={point.icon ?? promiseIcons[index % promiseIcons.length]}
            title={point.title}
            text={point.text}
          />
        ))}
      </ul>
      {showLicence && <LicenceLine entries={block.credentials ?? numberedCredentials(site)} />}
    </Section>
  );
}

/** "State licence DL# 40127" for each credential of site.yaml that has a number. */
function numberedCredentials(site: Site): string[] {
  return (site.company.credentials ?? []).flatMap((credential) =>
    credential.number ? [`${credential.label} ${credential.number}`] : [],
  );
}

/** "State licence DL# 40127 · Board certified BC# 2231", breaking between two on narrow screens, never inside one. */
function LicenceLine({ entries }: { entries: string[] }) {
  if (entries.length === 0) return null;
  return (
    <p css={licenceLineStyles}>
      <Icon name="shield" css={{ color: 'var(--surface-accent)' }} />
      {/* The spaces between the flex items are invisible but keep the words apart for screen readers. */}
      {entries.map((entry, index) => (
        <Fragment key={entry}>
          {index > 0 && (
            <>
              {' '}
              <span aria-hidden="true" css={{ color: 'var(--surface-muted)' }}>
                ·
              </span>{' '}
            </>
          )}
          <span css={{ whiteSpace: 'nowrap' }}>{entry}</span>
        </Fragment>
      ))}
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
