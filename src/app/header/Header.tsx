/**
 * The header on every page, sticky at the top on deep navy: the logo and name, the main menu and the call button.
 *
 * From the lg width the menu is a row of links with disclosure groups (DesktopMenu.tsx); below lg the whole menu
 * folds behind one button (PhoneMenu.tsx). The call button sits in the bar from md up and in a full-width bar under
 * it on phones. CSS alone picks what shows at which width, so the server's HTML is right before any JavaScript runs.
 *
 * A prerendered page runs no React for its header: the same markup is opened and closed by a few hundred bytes of
 * plain script (headerScript.ts), which finds the phone menu's links in a template. React draws the header after a
 * page change made by the app, in the editor's preview and in development.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
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
  plainMenuButtonIconStyles,
  shortNameStyles,
  sublineStyles,
  wordmarkStyles,
} from './headerStyles';
import { usePrerendering } from '../islands/prerendering';
import { loadMobileMenuPanel } from './mobileMenuPanelCode';
import { NoScriptMenu, PhoneMenu, PlainPhoneMenu } from './PhoneMenu';

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
    <Link href="/" css={wordmarkStyles}>
      <BrandMark company={site.company} />
      <span css={{ display: 'flex', flexDirection: 'column' }}>
        <span css={shortNameStyles}>{site.company.shortName}</span>{' '}
        {subline && <span css={sublineStyles}>{subline}</span>}
      </span>
    </Link>
  );
}

export function Header({ site }: { site: Site }) {
  // A prerendered page runs no React for its header: its plain script (headerScript.ts) opens the menus.
  const plain = usePrerendering() !== null;
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The panel's code is fetched the first time the menu opens and then stays, so closing can animate.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A new page closes the menu, however the visitor got there (a link, Back, a script).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not a value read inside.
  useEffect(() => closeMenu(), [location, closeMenu]);

  useEffect(() => {
    if (menuOpen) setMenuUsed(true);
  }, [menuOpen]);

  // Fetch the panel while the browser is idle, so the first tap on the menu button shows it at once.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => void loadMobileMenuPanel());
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  return (
    <header css={headerStyles}>
      <div css={barStyles}>
        <div css={barContentStyles}>
          <Wordmark site={site} />
          <DesktopMenu entries={site.navigation} location={location} />
          <div data-call-placement="header" css={callInHeaderStyles}>
            <CallButton site={site} variant="primary" css={compactCallStyles} />
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={() => void loadMobileMenuPanel()}
            css={[menuButtonStyles, plain && plainMenuButtonIconStyles]}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
            {plain && <Icon name="close" size={26} />}
          </button>
        </div>
        {/* Always in the page, so the button's aria-controls points at something even while the menu is shut. */}
        <div id={MOBILE_MENU_ID} css={mobileMenuPlacementStyles}>
          {plain && <PlainPhoneMenu entries={site.navigation} location={location} />}
          {(menuOpen || menuUsed) && (
            <Suspense fallback={null}>
              <PhoneMenu entries={site.navigation} location={location} open={menuOpen} onChoose={closeMenu} />
            </Suspense>
          )}
        </div>
      </div>
      <div data-call-placement="below-header" css={callBarStyles}>
        <CallButton site={site} variant="primary" css={callBarButtonStyles} />
      </div>
      <NoScriptMenu entries={site.navigation} />
    </header>
  );
}
