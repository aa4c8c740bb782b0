/**
 * The company's contact details beside the quote form: phone (with the emergency service), e-mail, office address
 * and hours, and the reply promise. A navy panel that stays in view beside the long form on wide screens.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { Site } from '../../src/content/model';
import { bareList } from '../ui/cardGrid';
import { AddressLines, OfficeHours } from '../ui/contactFacts';
import { HEADER_HEIGHT } from '../ui/GlobalStyles';
import { Icon } from '../ui/Icon';
import { mq } from '../ui/media';
import { telHref } from '../ui/phone';
import { surfaceVariables } from '../ui/surface';

interface ContactDetailsProps {
  site: Site;
  replyPromise: string;
  headingLevel: 'h2' | 'h3';
}

export function ContactDetails({ site, replyPromise, headingLevel: Heading }: ContactDetailsProps) {
  const { company } = site;
  return (
    <aside aria-label="Contact details" css={contactPanelStyles}>
      <Heading css={{ margin: '0 0 24px', fontSize: '1.375rem', color: '#ffffff' }}>Talk to us directly</Heading>
      <ul css={[bareList, contactListStyles]}>
        <li>
          <Icon name="phone" />
          <div>
            <span css={contactLabelStyles}>Phone</span>
            <a href={telHref(company.phone)} css={{ fontSize: '1.375rem', fontWeight: 750 }}>
              {company.phone}
            </a>
            <span css={{ display: 'block', color: '#cbd5e1', fontSize: '0.9375rem' }}>
              {company.emergencyService} emergency service
            </span>
          </div>
        </li>
        <li>
          <Icon name="mail" />
          <div>
            <span css={contactLabelStyles}>E-mail</span>
            <a href={`mailto:${company.email}`} css={{ overflowWrap: 'anywhere' }}>
              {company.email}
            </a>
          </div>
        </li>
        <li>
          <Icon name="map-pin" />
          <div>
            <span css={contactLabelStyles}>Office</span>
            <address css={{ fontStyle: 'normal' }}>
              <AddressLines address={company.address} />
            </address>
          </div>
        </li>
        <li>
          <Icon name="clock" />
          <div>
            <span css={contactLabelStyles}>Office hours</span>
            <OfficeHours hours={company.hours} css={hoursListStyles} />
          </div>
        </li>
      </ul>
      <p css={replyCalloutStyles}>
        <Icon name="check" size={20} />
        <span>{replyPromise}</span>
      </p>
    </aside>
  );
}

const contactPanelStyles = (theme: Theme): CSSObject => ({
  ...surfaceVariables(theme, 'dark'),
  borderRadius: theme.radius,
  padding: 'clamp(24px, 4vw, 40px)',
  // Beside the long form on wide screens, the details stay in view (clear of the sticky header).
  [mq(theme).lg]: { position: 'sticky', top: HEADER_HEIGHT + 24 },
  '& a': { color: '#ffffff', textDecorationColor: theme.colors.accentOnDark },
  '& a:hover': { color: theme.colors.accentOnDark },
});

const contactListStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: 24,
  '& > li': { display: 'flex', gap: 16 },
  '& > li > svg': { flexShrink: 0, color: theme.colors.accentOnDark, marginTop: 2 },
});

const contactLabelStyles: CSSObject = {
  display: 'block',
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '#cbd5e1',
};

const hoursListStyles: CSSObject = {
  margin: 0,
  '& > div': { display: 'flex', gap: 16, justifyContent: 'space-between', maxWidth: 300 },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
};

const replyCalloutStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  gap: 10,
  margin: '32px 0 0',
  paddingTop: 24,
  borderTop: `1px solid ${theme.colors.navyLight}`,
  fontWeight: 600,
  '& svg': { flexShrink: 0, color: theme.colors.accentOnDark, marginTop: 2 },
});
