/**
 * The menu from the lg width: a row of links, and for each group (Services) a button that shows its links. Rendered
 * shut; the header's script opens and closes each group (headerScript.ts).
 */
import type { Link as MenuLink, MenuEntry } from '../../content/site.types.generated';
import { bareList } from '../../../blocks/ui/cardGrid';
import { Icon } from '../../../blocks/ui/Icon';
import {
  desktopMenuListStyles,
  desktopMenuStyles,
  dropdownLinkStyles,
  dropdownStyles,
  groupButtonStyles,
  topLinkStyles,
} from './headerStyles';
import { idFor, isInGroup, MenuAnchor } from './menuLinks';

export function DesktopMenu({ entries, location }: { entries: MenuEntry[]; location: string }) {
  return (
    <nav aria-label="Main" css={desktopMenuStyles}>
      <ul css={[desktopMenuListStyles, bareList]}>
        {entries.map((entry) => (
          <li key={entry.label} css={{ position: 'relative' }}>
            {entry.items ? (
              <MenuGroup label={entry.label} items={entry.items} location={location} />
            ) : (
              entry.href && (
                <MenuAnchor link={{ label: entry.label, href: entry.href }} location={location} css={topLinkStyles} />
              )
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuGroup({ label, items, location }: { label: string; items: MenuLink[]; location: string }) {
  const listId = idFor(label);
  return (
    <div>
      <button
        aria-expanded={false}
        type="button"
        aria-controls={listId}
        // Not "page": the group is the section the current page is in, not a page of its own.
        aria-current={isInGroup(location, items) ? 'true' : undefined}
        css={[topLinkStyles, groupButtonStyles]}
      >
        {label}
        <Icon name="chevron-down" size={18} />
      </button>
      <ul hidden id={listId} css={dropdownStyles}>
        {items.map((item) => (
          <li key={item.href}>
            <MenuAnchor link={item} location={location} css={dropdownLinkStyles} />
          </li>
        ))}
      </ul>
    </div>
  );
}
