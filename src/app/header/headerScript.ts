/**
 * The header's behaviour, on the markup the server rendered (Header.tsx): the Services group (WAI-ARIA APG
 * "disclosure navigation") and the phone menu. Every page wires its header from its start script
 * (src/app/pageStart.ts); a page updated in place wires the header it puts in (src/app/pageUpdate.ts).
 *
 * A group opens when the pointer hovers it (and closes a moment after the pointer leaves), with Enter or Space, or
 * with ArrowDown / ArrowUp onto its first / last link; Escape, a press elsewhere and focus leaving it close it. The
 * phone menu's links wait in the page as markup (PhoneMenu.tsx) until it first opens.
 */

/** How long a list opened by hover stays after the pointer leaves, so a diagonal move to it does not close it. */
const HOVER_GRACE_MS = 150;

/**
 * Escape and a press elsewhere close a menu: listened for on the document, by each wired menu. A header replaced in
 * place (`npm run dev`, the editor's preview) leaves its listeners behind, and they do nothing once it is out of the
 * page: a handful at most in a session, where keeping one shared list would cost every visitor's page bytes.
 */
function onDocument(element: Element, handle: (event: KeyboardEvent | PointerEvent) => void) {
  for (const type of ['keydown', 'pointerdown'] as const)
    document.addEventListener(type, (event) => element.isConnected && handle(event));
}

/**
 * Wires the header's menus inside `root`: the page, or a header just put in its place. One function rather than one
 * per menu: the start script's bytes are on every page.
 */
export function wireHeader(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('header nav button[aria-controls]')) {
    const group = button.parentElement!;
    const list = group.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`)!;
    const links = () => [...list.querySelectorAll('a')];
    let open = false;
    // Only a list that hover opened closes when the pointer leaves; one opened by a click or a key stays.
    let byHover = false;
    let pointerInside = false;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const show = (shown: boolean, hover = false) => {
      clearTimeout(closeTimer);
      open = shown;
      byHover = shown && hover;
      button.setAttribute('aria-expanded', `${shown}`);
      list.hidden = !shown;
    };
    group.addEventListener('pointerenter', (event) => {
      // A tap also sends pointer events; touch is left to the click, or the tap would open and close it at once.
      if (event.pointerType === 'touch') return;
      pointerInside = true;
      clearTimeout(closeTimer);
      if (!open) show(true, true);
    });
    group.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'touch') return;
      pointerInside = false;
      if (open && byHover) closeTimer = setTimeout(() => show(false), HOVER_GRACE_MS);
    });
    group.addEventListener('focusout', (event) => {
      // No next element means a click on plain page or a window switch: keep it only while the pointer is on it.
      const next = event.relatedTarget as Node | null;
      if (next ? !group.contains(next) : !pointerInside) show(false);
    });
    button.addEventListener('click', (event) => {
      // Hover opened it on the way to the button: the click pins it open. Enter or Space (detail 0) toggles.
      if (open && byHover && event.detail > 0) byHover = false;
      else show(!open);
    });
    button.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      show(true);
      const all = links();
      all[event.key === 'ArrowDown' ? 0 : all.length - 1]?.focus();
    });
    // Arrow keys, Home and End move between the links; the focus wraps around.
    list.addEventListener('keydown', (event) => {
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
    });
    list.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) show(false);
    });
    // Escape closes it wherever focus is (content that hover shows must be dismissible, WCAG 1.4.13); a press
    // outside closes it too (Safari does not focus a clicked button, so focus leaving alone would not see that).
    onDocument(group, (event) => {
      if (!open) return;
      if ((event as KeyboardEvent).key === 'Escape') {
        const focusWasInside = group.contains(document.activeElement);
        show(false);
        if (focusWasInside) button.focus();
      } else if (event.type === 'pointerdown' && !group.contains(event.target as Node)) show(false);
    });
  }

  // The phone menu: its markup waits in a <script type="text/html"> until it first opens.
  const menuButton = root.querySelector<HTMLButtonElement>('[aria-controls=site-menu]');
  const holder = root.querySelector<HTMLElement>('#site-menu');
  if (!menuButton || !holder) return;
  let panel: HTMLElement | undefined;
  const showMenu = (shown: boolean) => {
    if (shown && !panel) {
      holder.insertAdjacentHTML('beforeend', holder.querySelector('script[data-phone-menu]')!.textContent!);
      panel = holder.lastElementChild as HTMLElement;
      panel.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) showMenu(false);
      });
    }
    if (panel) panel.hidden = !shown;
    menuButton.setAttribute('aria-expanded', `${shown}`);
    menuButton.setAttribute('aria-label', shown ? 'Close menu' : 'Open menu');
  };
  // Shut until its panel is there and shown.
  menuButton.addEventListener('click', () => showMenu(panel?.hidden !== false));
  onDocument(menuButton, (event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || panel?.hidden !== false) return;
    showMenu(false);
    menuButton.focus();
  });
}
