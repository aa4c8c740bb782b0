/**
 * The menu below the lg width: every link in one list behind the menu button, groups under a small heading. The
 * panel around it slides in (MobileMenuPanel.tsx, its own chunk); without JavaScript the same links show as a plain
 * row under the header instead.
 */
import type { MenuEntry } from '../../content/site.types.generated';
import type { MobileMenuPanelProps } from './MobileMenuPanel';
import {
  mobileGroupHeadingStyles,
  mobileGroupListStyles,
  mobileLinkStyles,
  mobileMenuPanelStyles,
  noScriptMenuStyles,
  plainMobileMenuPanelStyles,
} from './headerStyles';
import { bareList } from '../../../blocks/ui/cardGrid';
import { idFor, MenuAnchor } from './menuLinks';
import { mobileMenuPanelCode } from './mobileMenuPanelCode';

interface PhoneMenuProps {
  entries: MenuEntry[];
  location: string;
  open: boolean;
  onChoose: () => void;
}

/** The panel and its links; render it only once the menu has been opened, so its code is fetched no earlier. */
export function PhoneMenu({ entries, location, open, onChoose }: PhoneMenuProps) {
  return (
    <PanelOnDemand open={open} panelStyles={mobileMenuPanelStyles}>
      <PhoneMenuLinks entries={entries} location={location} onChoose={onChoose} />
    </PanelOnDemand>
  );
}

/**
 * The phone menu of a prerendered page, for its plain script (headerScript.ts), which adds it to the page when the
 * menu first opens, so the closed menu costs nothing to lay out. The prerenderer turns this <template> into a
 * <script type="text/html"> (src/entry-server.tsx), so that neither assistive technology nor a validator takes its
 * landmark for a second "Main" menu while it is shut.
 */
export const PHONE_MENU_MARKUP_ATTRIBUTE = 'data-phone-menu';

export function PlainPhoneMenu({ entries, location }: { entries: MenuEntry[]; location: string }) {
  const mark = { [PHONE_MENU_MARKUP_ATTRIBUTE]: '' };
  return (
    <template {...mark}>
      <div css={plainMobileMenuPanelStyles}>
        <PhoneMenuLinks entries={entries} location={location} />
      </div>
    </template>
  );
}

function PhoneMenuLinks({
  entries,
  location,
  onChoose,
}: Omit<PhoneMenuProps, 'open'> | (Omit<PhoneMenuProps, 'open' | 'onChoose'> & { onChoose?: undefined })) {
  return (
    <nav aria-label="Main">
      <ul css={bareList}>
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

function PanelOnDemand(props: MobileMenuPanelProps) {
  const Panel = mobileMenuPanelCode.component();
  return <Panel {...props} />;
}

/**
 * Without JavaScript the menu button cannot open the phone menu: the same links then show as a plain row under the
 * header. Browsers with JavaScript never draw what is inside <noscript>.
 */
export function NoScriptMenu({ entries }: { entries: MenuEntry[] }) {
  const links = entries.flatMap((entry) =>
    entry.items ? entry.items : entry.href ? [{ label: entry.label, href: entry.href }] : [],
  );
  return (
    <noscript>
      <nav aria-label="Site" css={noScriptMenuStyles}>
        <ul css={bareList}>
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
