/**
 * Hours and location: where the business is (its name, address, phone and e-mail, with a link to directions on a
 * map) beside when it is open, both from site.yaml. No map is embedded: a map frame would load another company's
 * scripts and cookies on every visit, and the directions link opens the visitor's own map instead.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { BlockProps, Site } from '../src/content/model';
import { ButtonLink } from './ui/ButtonLink';
import { cardStyles } from './ui/card';
import { AddressLines, OfficeHours } from './ui/contactFacts';
import { Icon, type IconName } from './ui/Icon';
import { mq } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { telHref } from './ui/phone';
import { Section } from './ui/Section';

/** The link text when the block names none (also the schema's default). */
const DEFAULT_DIRECTIONS_LABEL = 'Get directions';

/**
 * Directions to the office in Google Maps, from wherever the visitor is: the address written out, which Maps finds
 * and labels better than bare coordinates. A phone with the Maps app opens it there.
 */
export function directionsHref(address: Site['company']['address']): string {
  const { street, city, region, postalCode, country } = address;
  const destination = `${street}, ${city}, ${region} ${postalCode}, ${country}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export function HoursLocation({ block, site }: BlockProps<'hoursLocation'>) {
  const { company } = site;
  const CardHeading = useItemHeading();
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <div css={columnsStyles}>
        <div css={[cardStyles, panelStyles]}>
          {block.locationHeading && <CardHeading css={cardHeadingStyles}>{block.locationHeading}</CardHeading>}
          <address css={addressStyles}>
            <ContactRow icon="map-pin" alignTop>
              <strong css={{ display: 'block', color: 'var(--surface-text)' }}>{company.name}</strong>
              <AddressLines address={company.address} />
            </ContactRow>
            <ContactRow icon="phone">
              <a href={telHref(company.phone)} css={contactLinkStyles}>
                {company.phone}
              </a>
            </ContactRow>
            <ContactRow icon="mail">
              <a href={`mailto:${company.email}`} css={contactLinkStyles}>
                {company.email}
              </a>
            </ContactRow>
          </address>
          <ButtonLink href={directionsHref(company.address)} css={directionsStyles}>
            {block.directionsLabel ?? DEFAULT_DIRECTIONS_LABEL}
          </ButtonLink>
        </div>

        <div css={[cardStyles, panelStyles]}>
          {block.hoursHeading && <CardHeading css={cardHeadingStyles}>{block.hoursHeading}</CardHeading>}
          <div css={hoursRowStyles}>
            <Icon name="clock" css={iconStyles} />
            <OfficeHours hours={company.hours} css={hoursStyles} />
          </div>
          {block.note && <p css={noteStyles}>{block.note}</p>}
        </div>
      </div>
    </Section>
  );
}

/** An icon and what it stands for; links are 44 px tall, and the icon sits level with their text. */
function ContactRow({ icon, alignTop = false, children }: { icon: IconName; alignTop?: boolean; children: ReactNode }) {
  return (
    <div css={[contactRowStyles, alignTop && { alignItems: 'start', paddingBlock: 10 }]}>
      <Icon name={icon} css={iconStyles} />
      <div css={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  );
}

const columnsStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: 24,
  maxWidth: 960,
  marginInline: 'auto',
  [mq(theme).md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'stretch' },
});

const panelStyles = (theme: Theme): CSSObject => ({
  padding: 24,
  [mq(theme).md]: { padding: 32 },
});

const cardHeadingStyles: CSSObject = { margin: '0 0 20px', fontSize: '1.25rem' };

const addressStyles: CSSObject = { fontStyle: 'normal', marginBottom: 24 };

const contactRowStyles: CSSObject = {
  display: 'grid',
  gridTemplateColumns: '24px minmax(0, 1fr)',
  columnGap: 12,
  alignItems: 'center',
  lineHeight: 1.6,
};

// Level with the first line of text beside it.
const iconStyles = (theme: Theme): CSSObject => ({ marginTop: 1, color: theme.colors.accent });

const contactLinkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
};

const directionsStyles: CSSObject = { width: '100%', marginTop: 'auto' };

const hoursRowStyles: CSSObject = {
  display: 'grid',
  gridTemplateColumns: '24px minmax(0, 1fr)',
  columnGap: 12,
  alignItems: 'start',
};

const hoursStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  '& > div': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: 16,
    paddingBlock: 8,
  },
  '& > div:first-of-type': { paddingTop: 0 },
  '& > div + div': { borderTop: `1px solid ${theme.colors.border}` },
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0, color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' },
});

const noteStyles = (theme: Theme): CSSObject => ({
  margin: '20px 0 0',
  paddingTop: 16,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
});
