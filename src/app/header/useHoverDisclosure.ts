/**
 * The open/close behaviour of a menu group (WAI-ARIA APG "disclosure navigation"): a button that shows a list of
 * links. A mouse opens it by hovering (it closes a moment after the pointer leaves); the keyboard opens it with Enter
 * or Space, or ArrowDown / ArrowUp to land on the first / last link. Escape, a press elsewhere, focus leaving it and
 * a new page close it.
 *
 * The hook returns the state and the props for the three elements: the group around both, the button and the list.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/** How long a list opened by hover stays after the pointer leaves, so a diagonal move to it does not close it. */
const HOVER_GRACE_MS = 150;

type FocusTarget = 'first' | 'last';

/** `closeOn` changes close the list: the page's location, so a new page never opens with it shown. */
export function useHoverDisclosure(closeOn: unknown) {
  const [open, setOpen] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Only a list that hover opened closes when the pointer leaves; one opened by a click or a key stays.
  const openedByHover = useRef(false);
  const pointerInside = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusWhenShown = useRef<FocusTarget | null>(null);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose]);
  const show = (byHover: boolean) => {
    cancelClose();
    openedByHover.current = byHover;
    setOpen(true);
  };

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = useCallback((target: FocusTarget) => {
    const all = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    (target === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closeOn is the trigger, not a value read inside.
  useEffect(() => close(), [closeOn, close]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // ArrowDown / ArrowUp on a closed button: move into the list once it is shown.
  useEffect(() => {
    if (!open || !focusWhenShown.current) return;
    focusLink(focusWhenShown.current);
    focusWhenShown.current = null;
  }, [open, focusLink]);

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

  const groupProps = {
    ref: groupRef,
    onPointerEnter: (event: PointerEvent) => {
      // A tap also sends pointer events; touch is left to the click, or the tap would open and close it at once.
      if (event.pointerType === 'touch') return;
      pointerInside.current = true;
      cancelClose();
      if (!open) show(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      pointerInside.current = false;
      if (open && openedByHover.current) closeTimer.current = setTimeout(close, HOVER_GRACE_MS);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // No next element means a click on plain page or window switch: keep it only while the pointer is on it.
      if (next ? !event.currentTarget.contains(next) : !pointerInside.current) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    onClick: (event: MouseEvent) => {
      // The pointer opened it on its way to the button: the click pins it open rather than closing it under the
      // pointer. A click from Enter or Space (detail 0) always toggles.
      if (open && openedByHover.current && event.detail > 0) {
        openedByHover.current = false;
        return;
      }
      if (open) close();
      else show(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
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
    },
  };

  const listProps = {
    ref: listRef,
    hidden: !open,
    // Arrow keys, Home and End move between the links; the focus wraps around.
    onKeyDown: (event: KeyboardEvent) => {
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
    },
  };

  return { open, close, groupProps, buttonProps, listProps };
}
