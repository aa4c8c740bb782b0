/**
 * The header on every page, sticky at the top on deep navy: the logo and name, the main menu and the call button.
 *
 * From the lg width the menu is a row of links with disclosure groups (DesktopMenu.tsx); below lg the whole menu
 * folds behind one button (PhoneMenu.tsx). The call button sits in the bar from md up and in a full-width bar under
 * it on phones. CSS alone picks what shows at which width, so the server's HTML is right before any JavaScript runs.
 *
 * This is markup only, rendered on the server with every page, menus shut: the plain script in every page's start
 * script (headerScript.ts) opens and closes them, and finds the phone menu's links in the page.
 */
import { useLocation } from 'wouter';
import type { Site } from '../../content/model';
import { CallButton } from '../../../blocks/ui/ButtonLink';
import { Icon } from '../../../blocks/ui/Icon';
import { BrandMark } from '../../../blocks/ui/BrandMark';
import { DesktopMenu } from './DesktopMenu';
import {
  barContentStyles,
  barStyles,
  callBarButtonStyles,
  callBarStyles,
  callInHeaderStyles,
  compactCallStyles,
  headerStyles,
  menuButtonStyles,
  mobileMenuPlacementStyles,
  shortNameStyles,
  sublineStyles,
  wordmarkStyles,
} from './headerStyles';
import { NoScriptMenu, PhoneMenu } from './PhoneMenu';

/** The one element the menu button shows and hides (one header per page, so a fixed id is safe). */
const MOBILE_MENU_ID = 'site-menu';

/**
 * The rest of the full name after the short one ("Dental Practice" after "Harbour Street", "Attorneys at Law" after
 * "Hartwell & Reyes," in "Hartwell & Reyes, Attorneys at Law"), shown small under it: the comma or dash that joined
 * the two parts belongs to neither line.
 */
export function nameAfterShortName({ name, shortName }: Pick<Site['company'], 'name' | 'shortName'>): string {
  return name.startsWith(shortName)
    ? name
        .slice(shortName.length)
        .replace(/^[\s,;:–—-]+/, '')
        .trim()
    : '';
}

function Wordmark({ site }: { site: Site }) {
  const subline = nameAfterShortName(site.company);
  return (
    <a href="/" css={wordmarkStyles}>
      <BrandMark company={site.company} />
      <span css={{ display: 'flex', flexDirection: 'column' }}>
        <span css={shortNameStyles}>{site.company.shortName}</span>{' '}
        {subline && <span css={sublineStyles}>{subline}</span>}
      </span>
    </a>
  );
}

export function Header({ site }: { site: Site }) {
  const [location] = useLocation();
  return (
    <header css={headerStyles}>
      <div css={barStyles}>
        <div css={barContentStyles}>
          <Wordmark site={site} />
          <DesktopMenu entries={site.navigation} location={location} />
          <div data-call-placement="header" css={callInHeaderStyles}>
            <CallButton site={site} variant="primary" css={compactCallStyles} />
          </div>
          {/* Both icons: the button's state picks the one shown (menuButtonStyles). */}
          <button
            type="button"
            aria-expanded={false}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Open menu"
            css={menuButtonStyles}
          >
            <Icon name="menu" size={26} />
            <Icon name="close" size={26} />
          </button>
        </div>
        {/* Always in the page, so the button's aria-controls points at something even while the menu is shut. */}
        <div id={MOBILE_MENU_ID} css={mobileMenuPlacementStyles}>
          <PhoneMenu entries={site.navigation} location={location} />
        </div>
      </div>
      <div data-call-placement="below-header" css={callBarStyles}>
        <CallButton site={site} variant="primary" css={callBarButtonStyles} />
      </div>
      <NoScriptMenu entries={site.navigation} />
    </header>
  );
}
