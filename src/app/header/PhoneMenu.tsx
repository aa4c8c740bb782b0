/**
 * The menu below the lg width: every link in one list behind the menu button, groups under a small heading. The
 * header's script (headerScript.ts) adds it to the page when the menu first opens, so the closed menu costs nothing
 * to lay out; without JavaScript the same links show as a plain row under the header instead.
 */
import type { MenuEntry } from '../../content/site.types.generated';
import {
  mobileGroupHeadingStyles,
  mobileGroupListStyles,
  mobileLinkStyles,
  mobileMenuPanelStyles,
  noScriptMenuStyles,
} from './headerStyles';
import { bareList } from '../../../blocks/ui/cardGrid';
import { idFor, MenuAnchor } from './menuLinks';

/**
 * The phone menu waits in a <template> marked with this attribute. The page renderer turns it into a
 * <script type="text/html"> (src/prerender/renderPage.tsx), so that neither assistive technology nor a validator
 * takes its landmark for a second "Main" menu while it is shut.
 */
export const PHONE_MENU_MARKUP_ATTRIBUTE = 'data-phone-menu';

export function PhoneMenu({ entries, location }: { entries: MenuEntry[]; location: string }) {
  const mark = { [PHONE_MENU_MARKUP_ATTRIBUTE]: '' };
  return (
    <template {...mark}>
      <div css={mobileMenuPanelStyles}>
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
                          <MenuAnchor link={item} location={location} css={mobileLinkStyles} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  entry.href && (
                    <MenuAnchor
                      link={{ label: entry.label, href: entry.href }}
                      location={location}
                      css={mobileLinkStyles}
                    />
                  )
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </template>
  );
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
