// The header's behaviour on a prerendered page, without React: the same as useHoverDisclosure.ts (the Services group,
// WAI-ARIA APG disclosure navigation) and PhoneMenu.tsx (the phone menu). Shipped in the page's start script, its
// types stripped and minified (src/prerender/startAfterFirstPaint.ts), so it imports nothing.
{
  const HOVER_GRACE_MS = 150;
  const groupButtons = document.querySelectorAll<HTMLButtonElement>('header nav button[aria-controls]');
  for (const button of groupButtons) {
    const group = button.parentElement!;
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
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
      button.setAttribute('aria-expanded', String(shown));
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
    // Escape closes it wherever focus is (WCAG 1.4.13); a press outside closes it too.
    document.addEventListener('keydown', (event) => {
      if (!open || event.key !== 'Escape' || !group.isConnected) return;
      const focusWasInside = group.contains(document.activeElement);
      show(false);
      if (focusWasInside) button.focus();
    });
    document.addEventListener('pointerdown', (event) => {
      if (open && !group.contains(event.target as Node)) show(false);
    });
  }

  // The phone menu: its markup waits in a <script type="text/html"> until it first opens.
  const menuButton = document.querySelector<HTMLButtonElement>('header button[aria-controls="site-menu"]');
  const holder = document.getElementById('site-menu');
  let panel: HTMLElement | undefined;
  const showMenu = (shown: boolean) => {
    if (!menuButton || !holder) return;
    if (shown && !panel) {
      const markup = document.createElement('template');
      markup.innerHTML = holder.querySelector('script[data-phone-menu]')!.textContent!;
      holder.append(markup.content);
      panel = holder.lastElementChild as HTMLElement;
      panel.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) showMenu(false);
      });
    }
    if (panel) panel.hidden = !shown;
    menuButton.setAttribute('aria-expanded', String(shown));
    menuButton.setAttribute('aria-label', shown ? 'Close menu' : 'Open menu');
  };
  menuButton?.addEventListener('click', () => showMenu(menuButton.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menuButton?.getAttribute('aria-expanded') !== 'true' || !menuButton.isConnected)
      return;
    showMenu(false);
    menuButton.focus();
  });
}
