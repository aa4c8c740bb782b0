/**
 * The footer on every page, on deep navy: the columns site.yaml's footer.columns lists, in its order (who the
 * company is, how to reach it, when it is open, its profiles elsewhere, its licences, the towns it serves, any
 * links), and under them the copyright and the legal pages. Every word comes from site.yaml.
 * One column on phones, two from sm, all of them side by side from lg (up to four; more wrap into rows).
 */
import type { ReactNode } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { Site } from '../content/model';
import { SmartLink } from '../../blocks/ui/ButtonLink';
import { BrandMark } from '../../blocks/ui/BrandMark';
import { bareList } from '../../blocks/ui/cardGrid';
import { AddressLines, OfficeHours } from '../../blocks/ui/contactFacts';
import { Icon, type IconName } from '../../blocks/ui/Icon';
import { mq } from '../../blocks/ui/media';
import { telHref } from '../../blocks/ui/phone';
import { surfaceVariables } from '../../blocks/ui/surface';

type FooterColumn = Site['footer']['columns'][number];
type ColumnOf<K extends FooterColumn['kind']> = Extract<FooterColumn, { kind: K }>;
type Company = Site['company'];

/** The heading of a column whose YAML gives none. */
const defaultHeadings: Record<Exclude<FooterColumn['kind'], 'about'>, string> = {
  contact: 'Contact',
  hours: 'Hours',
  profiles: 'Find us online',
  links: 'Links',
  credentials: 'Licences & certifications',
  areas: 'Areas served',
};

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

/** The credentials a visitor can look up: those with a number, as "name: number". */
function CredentialNumbers({ company }: { company: Company }) {
  const numbered = (company.credentials ?? []).filter((credential) => credential.number);
  if (numbered.length === 0) return null;
  return (
    <dl css={credentialsStyles}>
      {numbered.map((credential) => (
        <div key={credential.label}>
          <dt>{credential.label}</dt>
          <dd>{credential.number}</dd>
        </div>
      ))}
    </dl>
  );
}

function AboutColumn({ column, company }: { column: ColumnOf<'about'>; company: Company }) {
  return (
    <Column
      heading={
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
          <BrandMark company={company} size={32} />
          {company.name}
        </span>
      }
    >
      <p css={mutedStyles}>{column.text}</p>
      {column.credentials && <CredentialNumbers company={company} />}
    </Column>
  );
}

function ContactColumn({ heading, company }: { heading: string; company: Company }) {
  return (
    <Column heading={heading}>
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
  );
}

function HoursColumn({ column, heading, company }: { column: ColumnOf<'hours'>; heading: string; company: Company }) {
  const { note } = column;
  return (
    <Column heading={heading}>
      <OfficeHours hours={company.hours} css={hoursStyles} />
      {note && (
        <p css={noteStyles}>
          <Icon name="clock" size={20} />
          {/* One text node after the bold words, as a sentence reads. */}
          <span>
            {note.highlight ? (
              <>
                <strong>{note.highlight}</strong>
                {` ${note.text}`}
              </>
            ) : (
              note.text
            )}
          </span>
        </p>
      )}
    </Column>
  );
}

/** A link to another website opens in a new tab, and says so; a page of this site opens in place. */
function FooterLink({ link }: { link: { label: string; href: string } }) {
  if (!/^https?:\/\//.test(link.href))
    return (
      <SmartLink href={link.href} css={linkStyles}>
        {link.label}
      </SmartLink>
    );
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" css={[linkStyles, externalLinkStyles]}>
      <span>{link.label}</span>
      <Icon name="external" size={16} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function LinksColumn({ heading, links }: { heading: string; links: { label: string; href: string }[] }) {
  return (
    <Column heading={heading}>
      <ul css={bareList}>
        {links.map((link) => (
          <li key={link.href}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </Column>
  );
}

function FooterColumnView({ column, company }: { column: FooterColumn; company: Company }) {
  if (column.kind === 'about') return <AboutColumn column={column} company={company} />;
  const heading = column.heading ?? defaultHeadings[column.kind];
  switch (column.kind) {
    case 'contact':
      return <ContactColumn heading={heading} company={company} />;
    case 'hours':
      return <HoursColumn column={column} heading={heading} company={company} />;
    case 'profiles':
    case 'links':
      return <LinksColumn heading={heading} links={column.links} />;
    case 'credentials':
      return (
        <Column heading={heading}>
          <CredentialNumbers company={company} />
        </Column>
      );
    case 'areas':
      return (
        <Column heading={heading}>
          <ul css={[bareList, areasStyles]}>
            {company.areasServed.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
        </Column>
      );
  }
}

export function Footer({ site }: { site: Site }) {
  const { company, footer } = site;
  // The visitor's year; the prerendered HTML differs from it only between New Year and the next build.
  const year = new Date().getFullYear();

  return (
    <footer css={footerStyles}>
      <div css={containerStyles}>
        <div css={(theme) => columnsStyles(theme, footer.columns)}>
          {footer.columns.map((column, index) => (
            // A footer may have two columns of one kind (two lists of links): the place tells them apart.
            <FooterColumnView key={`${column.kind}-${index}`} column={column} company={company} />
          ))}
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

/** Side by side from lg, the about column a little wider for its sentence; past four columns, rows of up to three. */
export function wideColumnTracks(columns: FooterColumn[]): string {
  if (columns.length > 4) return `repeat(${Math.ceil(columns.length / 2)}, minmax(0, 1fr))`;
  const tracks = columns.map((column) => (column.kind === 'about' ? 'minmax(0, 1.35fr)' : 'minmax(0, 1fr)'));
  // Runs of equal tracks are written as repeat(n, …), as a person would write them.
  const runs: { track: string; count: number }[] = [];
  for (const track of tracks) {
    const last = runs.at(-1);
    if (last?.track === track) last.count++;
    else runs.push({ track, count: 1 });
  }
  return runs.map(({ track, count }) => (count > 1 ? `repeat(${count}, ${track})` : track)).join(' ');
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

const columnsStyles = (theme: Theme, columns: FooterColumn[]): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '40px 32px',
  [mq(theme).sm]: { gridTemplateColumns: `repeat(${Math.min(columns.length, 2)}, minmax(0, 1fr))` },
  [mq(theme).lg]: { gridTemplateColumns: wideColumnTracks(columns), columnGap: 40 },
});

const columnHeadingStyles: CSSObject = {
  margin: '0 0 16px',
  fontSize: '1.0625rem',
  letterSpacing: 0,
  lineHeight: 1.3,
  color: 'var(--surface-text)',
};

const mutedStyles: CSSObject = { margin: '0 0 16px', color: 'var(--surface-muted)' };

const credentialsStyles: CSSObject = {
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

const noteStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  margin: 0,
  '& > svg': { color: 'var(--surface-accent)' },
  '& strong': { color: 'var(--surface-text)' },
};

const areasStyles: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  '& > li': { color: 'var(--surface-muted)' },
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
