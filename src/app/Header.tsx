/**
 * The header on every page, sticky at the top on deep navy: the wordmark, the main menu and the call button.
 *
 * From the lg width the menu is a row of links; a group (Services) follows the WAI-ARIA APG "disclosure navigation"
 * pattern: a button that shows a list of links, on hover or from the keyboard. Below lg the whole menu folds behind
 * one button. The call button sits in the bar from md up and in a full-width bar under it on phones. CSS alone picks
 * what shows at which width, so the server's HTML is right before any JavaScript runs.
 */
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { Link, useLocation } from 'wouter';
import { codeOnDemand } from './codeOnDemand';
import type { MobileMenuPanelProps } from './MobileMenuPanel';
import type { Site } from '../content/model';
import type { Link as MenuLink, MenuEntry } from '../content/site.types.generated';
import { CallButton } from '../../blocks/ui/ButtonLink';
import { cardShadowRaised } from '../../blocks/ui/card';
import { CALL_BAR_HEIGHT_PHONE, HEADER_HEIGHT, HEADER_HEIGHT_PHONE } from '../../blocks/ui/GlobalStyles';
import { Icon } from '../../blocks/ui/Icon';
import { hoverHover, mq, reducedMotion } from '../../blocks/ui/media';
import { surfaceVariables } from '../../blocks/ui/surface';

/** How long a list opened by hover stays after the pointer leaves, so a diagonal move to it does not close it. */
const HOVER_GRACE_MS = 150;

/** The one element the menu button shows and hides (one header per page, so a fixed id is safe). */
const MOBILE_MENU_ID = 'site-menu';

const mobileMenuPanelCode = codeOnDemand(() => import('./MobileMenuPanel').then((module) => module.MobileMenuPanel));

/** Starts loading the phone menu's animated panel (see MobileMenuPanel.tsx). */
export const loadMobileMenuPanel = () => mobileMenuPanelCode.load();

/* ---------------------------------------------------------------------------------------------------------------
 * Part 1: which entry is current
 * ------------------------------------------------------------------------------------------------------------ */

/** The path alone, without a trailing slash, so /about/ and /about?x=1 both count as /about. */
function pathOnly(location: string): string {
  const path = location.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isCurrentPage(location: string, href: string): boolean {
  return href.startsWith('/') && pathOnly(location) === pathOnly(href);
}

/** The first path segment of a link inside the site: /services for /services/roofing; null for / and others. */
function sectionOf(href: string): string | null {
  return /^\/[^/?#]+/.exec(href)?.[0] ?? null;
}

/** A group is current on any page in the section its links live in: Services on /services/roofing/residential. */
function isInGroup(location: string, items: MenuLink[]): boolean {
  const path = pathOnly(location);
  return items.some((item) => {
    const section = sectionOf(item.href);
    return section !== null && (path === section || path.startsWith(`${section}/`));
  });
}

function idFor(label: string): string {
  return `menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/* ---------------------------------------------------------------------------------------------------------------
 * Part 2: pieces shared by the header and the footer
 * ------------------------------------------------------------------------------------------------------------ */

/** The roof mark beside the company name: a roof line and chimney in the accent over a house outline. */
export function RoofMark({ size = 36 }: { size?: number }) {
  const theme = useTheme();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      css={{ flexShrink: 0 }}
    >
      <path d="M9.5 19.5V33h21V19.5M17 33v-7.5h6V33" stroke="currentColor" strokeWidth={2.75} />
      <path d="M27.5 7.5v5" stroke={theme.colors.accentOnDark} strokeWidth={3.5} />
      <path d="M3.5 21.5L20 7l16.5 14.5" stroke={theme.colors.accentOnDark} strokeWidth={3.75} />
    </svg>
  );
}

/** The rest of the full name after the short one ("Roofing & Construction"), shown small under it. */
function nameAfterShortName({ name, shortName }: Site['company']): string {
  return name.startsWith(shortName) ? name.slice(shortName.length).trim() : '';
}

function Wordmark({ site }: { site: Site }) {
  const subline = nameAfterShortName(site.company);
  return (
    <Link href="/" css={wordmarkStyles}>
      <RoofMark />
      <span css={{ display: 'flex', flexDirection: 'column' }}>
        <span css={{ fontSize: '1.1875rem', fontWeight: 750, letterSpacing: '-0.01em', lineHeight: 1.15 }}>
          {site.company.shortName}
        </span>{' '}
        {subline && (
          <span
            css={{
              fontSize: '0.6875rem',
              fontWeight: 600,
              letterSpacing: '0.08em',
              lineHeight: 1.3,
              textTransform: 'uppercase',
              color: 'var(--surface-muted)',
            }}
          >
            {subline}
          </span>
        )}
      </span>
    </Link>
  );
}

/** One menu link: through wouter inside the site, a plain <a> for any other address. */
function MenuAnchor({
  link,
  location,
  onChoose,
  className,
}: {
  link: MenuLink;
  location: string;
  onChoose?: () => void;
  className?: string;
}) {
  const current = isCurrentPage(location, link.href) ? 'page' : undefined;
  if (!link.href.startsWith('/')) {
    return (
      <a href={link.href} onClick={onChoose} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} aria-current={current} onClick={onChoose} className={className}>
      {link.label}
    </Link>
  );
}

/* ---------------------------------------------------------------------------------------------------------------
 * Part 3: the wide-screen menu and its disclosure group
 * ------------------------------------------------------------------------------------------------------------ */

function DesktopMenu({ entries, location }: { entries: MenuEntry[]; location: string }) {
  return (
    <nav aria-label="Main" css={(theme) => ({ display: 'none', marginInline: 'auto', [mq(theme).lg]: { display: 'block' } })}>
      <ul css={{ display: 'flex', alignItems: 'center', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li key={entry.label} css={{ position: 'relative' }}>
            {entry.items ? (
              <MenuGroup label={entry.label} items={entry.items} location={location} />
            ) : (
              entry.href && <MenuAnchor link={{ label: entry.label, href: entry.href }} location={location} css={topLinkStyles} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

type FocusTarget = 'first' | 'last';

/**
 * A button that shows a list of links. A mouse opens it by hovering (it closes a moment after the pointer leaves);
 * the keyboard opens it with Enter or Space, or ArrowDown to land on the first link. Escape, a click elsewhere,
 * focus leaving it, choosing a link or a new page close it.
 */
function MenuGroup({ label, items, location }: { label: string; items: MenuLink[]; location: string }) {
  const [open, setOpen] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Only a list that hover opened closes when the pointer leaves; one opened by a click or a key stays.
  const openedByHover = useRef(false);
  const pointerInside = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusWhenShown = useRef<FocusTarget | null>(null);
  const listId = idFor(label);

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, []);
  const show = (byHover: boolean) => {
    cancelClose();
    openedByHover.current = byHover;
    setOpen(true);
  };

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (target: FocusTarget) => {
    const all = links();
    (target === 'first' ? all[0] : all[all.length - 1])?.focus();
  };

  useEffect(() => close(), [location, close]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // ArrowDown / ArrowUp on a closed button: move into the list once it is shown.
  useEffect(() => {
    if (!open || !focusWhenShown.current) return;
    focusLink(focusWhenShown.current);
    focusWhenShown.current = null;
  }, [open]);

  // Escape closes it wherever focus is (content that hover shows must be dismissible, WCAG 1.4.13); a press
  // outside closes it too (Safari does not focus a clicked button, so a blur alone would not see that).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = groupRef.current?.contains(document.activeElement) ?? false;
      close();
      if (focusWasInside) buttonRef.current?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!groupRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  const onPointerEnter = (event: PointerEvent) => {
    // A tap also sends pointer events; touch is left to the click, or the tap would open and close it at once.
    if (event.pointerType === 'touch') return;
    pointerInside.current = true;
    cancelClose();
    if (!open) show(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    pointerInside.current = false;
    if (open && openedByHover.current) closeTimer.current = setTimeout(close, HOVER_GRACE_MS);
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    // No next element means a click on plain page or window switch: keep it only while the pointer is on it.
    if (next ? !event.currentTarget.contains(next) : !pointerInside.current) close();
  };

  const onButtonClick = (event: MouseEvent) => {
    // The pointer opened it on its way to the button: the click pins it open rather than closing it under the
    // pointer. A click from Enter or Space (detail 0) always toggles.
    if (open && openedByHover.current && event.detail > 0) {
      openedByHover.current = false;
      return;
    }
    if (open) close();
    else show(false);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const target: FocusTarget = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      openedByHover.current = false;
      focusLink(target);
    } else {
      focusWhenShown.current = target;
      show(false);
    }
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const last = all.length - 1;
    const next = {
      ArrowDown: all[index < last ? index + 1 : 0],
      ArrowUp: all[index > 0 ? index - 1 : last],
      Home: all[0],
      End: all[last],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div ref={groupRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // Not "page": the group is the section the current page is in, not a page of its own.
        aria-current={isInGroup(location, items) ? 'true' : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        css={[topLinkStyles, groupButtonStyles]}
      >
        {label}
        <Icon name="chevron-down" size={18} />
      </button>
      <ul id={listId} ref={listRef} hidden={!open} onKeyDown={onListKeyDown} css={dropdownStyles}>
        {items.map((item) => (
          <li key={item.href}>
            <MenuAnchor link={item} location={location} onChoose={close} css={dropdownLinkStyles} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/* ---------------------------------------------------------------------------------------------------------------
 * Part 4: the menu behind the button, below lg
 * ------------------------------------------------------------------------------------------------------------ */

function MobileMenu({ entries, location, onChoose }: { entries: MenuEntry[]; location: string; onChoose: () => void }) {
  return (
    <nav aria-label="Main">
      <ul css={plainList}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.items ? (
              <>
                <span id={`${idFor(entry.label)}-heading`} css={mobileGroupHeadingStyles}>
                  {entry.label}
                </span>
                <ul aria-labelledby={`${idFor(entry.label)}-heading`} css={mobileGroupListStyles}>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <MenuAnchor link={item} location={location} onChoose={onChoose} css={mobileLinkStyles} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              entry.href && (
                <MenuAnchor
                  link={{ label: entry.label, href: entry.href }}
                  location={location}
                  onChoose={onChoose}
                  css={mobileLinkStyles}
                />
              )
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The panel, rendered only once the menu has been opened: its code is fetched no earlier than needed. */
/**
 * Without JavaScript the menu button cannot open the phone menu: the same links then show as a plain row under the
 * header. Browsers with JavaScript never draw what is inside <noscript>.
 */
function NoScriptMenu({ entries }: { entries: MenuEntry[] }) {
  const links = entries.flatMap((entry) => (entry.items ? entry.items : entry.href ? [{ label: entry.label, href: entry.href }] : []));
  return (
    <noscript>
      <nav aria-label="Site" css={noScriptMenuStyles}>
        <ul css={plainList}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}

function MobileMenuPanelOnDemand(props: MobileMenuPanelProps) {
  const Panel = mobileMenuPanelCode.component();
  return <Panel {...props} />;
}

/* ---------------------------------------------------------------------------------------------------------------
 * Part 5: the header
 * ------------------------------------------------------------------------------------------------------------ */

export function Header({ site }: { site: Site }) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The panel's code is fetched the first time the menu opens and then stays, so closing can animate.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A new page closes the menu, however the visitor got there (a link, Back, a script).
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
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
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
            css={menuButtonStyles}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
          </button>
        </div>
        {/* Always in the page, so the button's aria-controls points at something even while the menu is shut. */}
        <div id={MOBILE_MENU_ID} css={mobileMenuPlacementStyles}>
          {(menuOpen || menuUsed) && (
            <Suspense fallback={null}>
              <MobileMenuPanelOnDemand open={menuOpen} panelStyles={mobileMenuPanelStyles}>
                <MobileMenu entries={site.navigation} location={location} onChoose={closeMenu} />
              </MobileMenuPanelOnDemand>
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

/* ---------------------------------------------------------------------------------------------------------------
 * Part 6: styles. Heights are fixed (see GlobalStyles' scroll padding): 64 px bar + 52 px call bar on phones,
 * 72 px from md. Text on navy is white (17:1) or #cbd5e1 (11.5:1); white on the accent is 5.3:1.
 * ------------------------------------------------------------------------------------------------------------ */

const plainList = css({ listStyle: 'none', margin: 0, padding: 0 });

const headerStyles = (theme: Theme) =>
  css({
    ...surfaceVariables(theme, 'dark'),
    position: 'sticky',
    top: 0,
    zIndex: 100,
  });

const barStyles = (theme: Theme) =>
  css({
    position: 'relative',
    height: HEADER_HEIGHT_PHONE,
    backgroundColor: theme.colors.navy,
    borderBottom: `1px solid ${theme.colors.navyLight}`,
    [mq(theme).md]: { height: HEADER_HEIGHT },
  });

const barContentStyles = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: 16,
    height: '100%',
    // The padding sits outside the content width, as in Section, so the wordmark lines up with every block.
    maxWidth: theme.maxWidth + 2 * 20,
    marginInline: 'auto',
    paddingInline: 20,
    [mq(theme).md]: { maxWidth: theme.maxWidth + 2 * 32, paddingInline: 32, gap: 24 },
  });

const wordmarkStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  flexShrink: 0,
  color: '#ffffff',
  textDecoration: 'none',
  borderRadius: 4,
  '&:hover': { color: '#ffffff' },
});

const topLinkStyles = (theme: Theme) =>
  css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 44,
    padding: '0 12px',
    border: 0,
    borderRadius: theme.radius - 4,
    background: 'transparent',
    color: '#ffffff',
    font: 'inherit',
    fontWeight: 550,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 150ms ease-out',
    // The global a:hover colour is for light pages: on navy the words stay white.
    '&:hover': { color: '#ffffff' },
    [hoverHover]: { '&:hover': { backgroundColor: theme.colors.navyLight } },
    // The current page (or the group it belongs to): an accent rule under the words.
    '&[aria-current]::after': {
      content: '""',
      position: 'absolute',
      left: 12,
      right: 12,
      bottom: 4,
      height: 3,
      borderRadius: 2,
      backgroundColor: theme.colors.accentOnDark,
    },
    [reducedMotion]: { transition: 'none' },
  });

const groupButtonStyles = css({
  cursor: 'pointer',
  '& svg': { transition: 'transform 150ms ease-out' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&[aria-current]::after': { right: 30 },
  [reducedMotion]: { '& svg': { transition: 'none' } },
});

const dropdownStyles = (theme: Theme) =>
  css({
    position: 'absolute',
    // The panel starts at the bottom of the 72 px bar; the invisible strip above it keeps the pointer "inside"
    // on its way down from the button.
    top: `calc(100% + ${(HEADER_HEIGHT - 44) / 2}px)`,
    left: 0,
    zIndex: 1,
    minWidth: 240,
    margin: 0,
    padding: 8,
    listStyle: 'none',
    backgroundColor: theme.colors.surface,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    boxShadow: cardShadowRaised,
    // A light panel: the light-surface focus ring again.
    '--focus-ring': theme.colors.focus,
    '&::before': { content: '""', position: 'absolute', left: 0, right: 0, bottom: '100%', height: (HEADER_HEIGHT - 44) / 2 + 2 },
    '&[hidden]': { display: 'none' },
  });

const dropdownLinkStyles = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '8px 14px',
    borderRadius: theme.radius - 4,
    color: theme.colors.text,
    fontWeight: 550,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '&:hover': { backgroundColor: theme.colors.surfaceAlt, color: theme.colors.navy },
    // The accent on white is 5.3:1.
    '&[aria-current="page"]': {
      color: theme.colors.accent,
      fontWeight: 700,
      boxShadow: `inset 3px 0 0 ${theme.colors.accent}`,
    },
  });

const callInHeaderStyles = (theme: Theme) =>
  css({
    display: 'none',
    marginLeft: 'auto',
    [mq(theme).md]: { display: 'flex' },
    [mq(theme).lg]: { marginLeft: 0 },
  });

/**
 * The call button in the bar: the label small over the number, so it fits beside the menu from 1024 px.
 * It relies on CallButton's children: the icon, then the label <span>, then the number <span>.
 */
const compactCallStyles = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  alignItems: 'center',
  justifyContent: 'start',
  columnGap: 10,
  rowGap: 0,
  minHeight: 48,
  padding: '4px 18px 4px 14px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  '& > svg': { gridRow: '1 / span 2' },
  '& > span:first-of-type': { fontSize: '0.8125rem', fontWeight: 550, lineHeight: 1.25 },
  '& > span:last-of-type': { fontSize: '1.0625rem', lineHeight: 1.25 },
});

const menuButtonStyles = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 48,
    height: 48,
    marginLeft: 'auto',
    marginRight: -8,
    padding: 0,
    border: 0,
    borderRadius: theme.radius - 4,
    background: 'transparent',
    color: '#ffffff',
    [hoverHover]: { '&:hover': { backgroundColor: theme.colors.navyLight } },
    // Once the call button shares the bar, it takes the free space instead.
    [mq(theme).md]: { marginLeft: 0 },
    [mq(theme).lg]: { display: 'none' },
  });

const mobileMenuPlacementStyles = (theme: Theme) =>
  css({
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 1,
    [mq(theme).lg]: { display: 'none' },
  });

const noScriptMenuStyles = (theme: Theme) =>
  css({
    backgroundColor: theme.colors.navy,
    borderTop: `1px solid ${theme.colors.navyLight}`,
    padding: '8px 20px 12px',
    [mq(theme).lg]: { display: 'none' },
    '& > ul': { display: 'flex', flexWrap: 'wrap', gap: '4px 20px', maxWidth: theme.maxWidth, marginInline: 'auto' },
    '& a': { display: 'inline-block', padding: '6px 0', color: '#fff', fontWeight: 600, textUnderlineOffset: 4 },
  });

const mobileMenuPanelStyles = (theme: Theme) =>
  css({
    maxHeight: `calc(100dvh - ${HEADER_HEIGHT_PHONE}px)`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: '8px 12px 24px',
    backgroundColor: theme.colors.navy,
    borderBottom: `1px solid ${theme.colors.navyLight}`,
    boxShadow: '0 16px 32px rgba(15, 28, 46, 0.35)',
    [mq(theme).md]: { maxHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`, paddingInline: 24 },
    '& > nav': { maxWidth: theme.maxWidth, marginInline: 'auto' },
  });

const mobileLinkStyles = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    padding: '8px 12px',
    borderRadius: theme.radius - 4,
    color: '#ffffff',
    fontSize: '1.0625rem',
    fontWeight: 550,
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.colors.navyLight, color: '#ffffff' },
    '&[aria-current="page"]': {
      backgroundColor: theme.colors.navyLight,
      boxShadow: `inset 3px 0 0 ${theme.colors.accentOnDark}`,
      fontWeight: 700,
    },
  });

const mobileGroupHeadingStyles = css({
  display: 'block',
  padding: '16px 12px 4px',
  fontSize: '0.8125rem',
  fontWeight: 650,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'var(--surface-muted)',
});

const mobileGroupListStyles = (theme: Theme) =>
  css({
    listStyle: 'none',
    margin: '0 0 8px 12px',
    padding: '0 0 0 8px',
    borderLeft: `2px solid ${theme.colors.navyLight}`,
  });

const callBarStyles = (theme: Theme) =>
  css({
    backgroundColor: theme.colors.accent,
    [mq(theme).md]: { display: 'none' },
  });

/** The full-width bar on phones: one line where it fits, the number on a second line on the narrowest screens. */
const callBarButtonStyles = css({
  display: 'flex',
  width: '100%',
  height: CALL_BAR_HEIGHT_PHONE,
  minHeight: 0,
  padding: '0 12px',
  border: 0,
  borderRadius: 0,
  fontSize: '0.9375rem',
  lineHeight: 1.2,
  columnGap: 8,
  '& svg': { width: 18, height: 18 },
  // The white ring drawn inside the accent (5.3:1) rather than outside on the page.
  '&:focus-visible': { outlineOffset: -6 },
});
