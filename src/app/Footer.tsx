/**
 * The footer on every page, on deep navy: who the company is (with its licences), how to reach it, when the office
 * is open, and its profiles elsewhere; under them the copyright and the legal pages. Every word comes from site.yaml.
 * One column on phones, two from sm, four from lg.
 */
import type { ReactNode } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { Site } from '../content/model';
import { SmartLink } from '../../blocks/ui/ButtonLink';
import { bareList } from '../../blocks/ui/cardGrid';
import { AddressLines, OfficeHours } from '../../blocks/ui/contactFacts';
import { Icon, type IconName } from '../../blocks/ui/Icon';
import { mq } from '../../blocks/ui/media';
import { RoofMark } from '../../blocks/ui/RoofMark';
import { telHref } from '../../blocks/ui/phone';
import { surfaceVariables } from '../../blocks/ui/surface';

function Column({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h2 css={columnHeadingStyles}>{heading}</h2>
      {children}
    </div>
  );
}

function ContactRow({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li css={contactRowStyles}>
      <Icon name={icon} size={20} />
      <span>{children}</span>
    </li>
  );
}

export function Footer({ site }: { site: Site }) {
  const { company, footer } = site;
  // The visitor's year; the prerendered HTML differs from it only between New Year and the next build.
  const year = new Date().getFullYear();

  return (
    <footer css={footerStyles}>
      <div css={containerStyles}>
        <div css={columnsStyles}>
          <Column
            heading={
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
                <RoofMark size={32} />
                {company.name}
              </span>
            }
          >
            <p css={mutedStyles}>{footer.about}</p>
            <dl css={licencesStyles}>
              <div>
                <dt>Oregon license</dt>
                <dd>{company.licences.oregon}</dd>
              </div>
              <div>
                <dt>Washington license</dt>
                <dd>{company.licences.washington}</dd>
              </div>
            </dl>
          </Column>

          <Column heading={footer.contactHeading}>
            <address css={{ fontStyle: 'normal' }}>
              <ul css={bareList}>
                <ContactRow icon="map-pin">
                  <AddressLines address={company.address} />
                </ContactRow>
                <ContactRow icon="mail">
                  <a href={`mailto:${company.email}`} css={linkStyles}>
                    {company.email}
                  </a>
                </ContactRow>
                <ContactRow icon="phone">
                  <a href={telHref(company.phone)} css={linkStyles}>
                    {company.phone}
                  </a>
                </ContactRow>
              </ul>
            </address>
          </Column>

          <Column heading={footer.hoursHeading}>
            <OfficeHours hours={company.hours} css={hoursStyles} />
            <p css={emergencyStyles}>
              <Icon name="clock" size={20} />
              <span>
                <strong>{company.emergencyService}</strong> emergency service
              </span>
            </p>
          </Column>

          <Column heading={footer.linksHeading}>
            <ul css={bareList}>
              {footer.externalLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" css={[linkStyles, externalLinkStyles]}>
                    <span>{link.label}</span>
                    <Icon name="external" size={16} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </Column>
        </div>

        <div css={bottomRowStyles}>
          <p css={{ margin: 0 }}>
            © {year} {company.name}
          </p>
          <nav aria-label="Legal">
            <ul css={[bareList, { display: 'flex', flexWrap: 'wrap', columnGap: 24 }]}>
              {footer.legalLinks.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} css={linkStyles}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/* Styles. Body text on the navy is #cbd5e1 (11.5:1), headings and links white (17:1), the accent #f08a4b (6.9:1). */

const footerStyles = (theme: Theme): CSSObject => ({
  ...surfaceVariables(theme, 'dark'),
  color: 'var(--surface-muted)',
  paddingTop: 'clamp(48px, 7vw, 72px)',
  paddingBottom: 24,
  paddingInline: 20,
  [mq(theme).md]: { paddingInline: 32 },
});

const containerStyles = (theme: Theme): CSSObject => ({ maxWidth: theme.maxWidth, marginInline: 'auto' });

const columnsStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '40px 32px',
  [mq(theme).sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq(theme).lg]: { gridTemplateColumns: 'minmax(0, 1.35fr) repeat(3, minmax(0, 1fr))', columnGap: 40 },
});

const columnHeadingStyles: CSSObject = {
  margin: '0 0 16px',
  fontSize: '1.0625rem',
  letterSpacing: 0,
  lineHeight: 1.3,
  color: 'var(--surface-text)',
};

const mutedStyles: CSSObject = { margin: '0 0 16px', color: 'var(--surface-muted)' };

const licencesStyles: CSSObject = {
  margin: 0,
  '& > div': { display: 'flex', flexWrap: 'wrap', columnGap: 8 },
  '& dt': { color: 'var(--surface-muted)' },
  '& dt::after': { content: '":"' },
  '& dd': { margin: 0, color: 'var(--surface-text)', fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
};

const contactRowStyles: CSSObject = {
  display: 'flex',
  gap: 10,
  alignItems: 'flex-start',
  '& + &': { marginTop: 4 },
  '& > svg': { marginTop: 12, color: 'var(--surface-accent)' },
  // The address is plain text: line it up with the links beside it, which are 44 px tall.
  '& > span': { paddingBlock: 10, minWidth: 0, overflowWrap: 'anywhere' },
  '& > span:has(> a)': { paddingBlock: 0 },
};

const linkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  // Touch targets of 44 px on phones.
  minHeight: 44,
  color: 'var(--surface-text)',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255, 255, 255, 0.45)',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: 'var(--surface-accent)', textDecorationColor: 'currentColor' },
};

const externalLinkStyles: CSSObject = {
  '& > span:first-of-type': { minWidth: 0 },
};

const hoursStyles: CSSObject = {
  margin: '0 0 12px',
  '& > div': { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 16, paddingBlock: 6 },
  '& > div + div': { borderTop: '1px solid rgba(255, 255, 255, 0.12)' },
  '& dt': { color: 'var(--surface-text)', fontWeight: 550 },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
};

const emergencyStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  margin: 0,
  '& > svg': { color: 'var(--surface-accent)' },
  '& strong': { color: 'var(--surface-text)' },
};

const bottomRowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 24px',
  marginTop: 48,
  paddingTop: 16,
  borderTop: `1px solid ${theme.colors.navyLight}`,
  fontSize: '0.875rem',
});
