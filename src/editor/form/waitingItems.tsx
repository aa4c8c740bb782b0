/**
 * A list's new items wait to be judged: the checker's messages about an item just added (its fields still empty)
 * are held back while the person fills it in, and shown once they leave it, so nothing is red before anyone typed.
 *
 * Leaving is focus going outside the item: to another item, to Add, to Save, anywhere else. Focus going into a
 * dialog the item opened (its photo) is not leaving, nor is the window losing focus to another program. When the
 * leaving is a press (a click or a tap on Add), the messages wait for the press to end: shown at once, they would
 * push the button down under the pointer, and the click would land on whatever came up in its place.
 */
import { type FocusEvent, type ReactNode, useMemo, useState } from 'react';
import { FormContext, useForm } from './formContext';
import { pathKey } from './formEdit';
import { useHoldBack } from './heldBackErrors';
import type { DataPath } from '../../places/places';

/** Whether a mouse button, a finger or a pen is down on the page now (one listener for every form). */
let pressed = false;
let listening = false;
function followPresses() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  for (const end of ['pointerup', 'pointercancel'] as const)
    document.addEventListener(end, () => (pressed = false), true);
}

/** Runs `then` once the press under way has ended and its click has been handled; at once when nothing is pressed. */
function afterPress(then: () => void) {
  if (!pressed) return then();
  const ended = () => {
    document.removeEventListener('pointerup', ended, true);
    document.removeEventListener('pointercancel', ended, true);
    // The click follows pointerup in the same task: a task later, it has been handled.
    setTimeout(then, 0);
  };
  document.addEventListener('pointerup', ended, true);
  document.addEventListener('pointercancel', ended, true);
}

const dialogOf = (element: Element | null) => element?.closest('[role="dialog"], [role="alertdialog"]') ?? null;

/** The keys of a list's items that wait, and what the list calls when one is added, removed or left. */
export function useWaitingItems() {
  followPresses();
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());
  const judge = (key: string) =>
    setWaiting((now) => {
      if (!now.has(key)) return now;
      const still = new Set(now);
      still.delete(key);
      return still;
    });
  return {
    isWaiting: (key: string) => waiting.has(key),
    added: (key: string) => setWaiting((now) => new Set(now).add(key)),
    removed: judge,
    /** The item's focusout: judged once focus has truly left it. */
    onItemBlur: (key: string) => (event: FocusEvent<HTMLElement>) => {
      if (!waiting.has(key)) return;
      const item = event.currentTarget;
      const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
      if (next && item.contains(next)) return;
      if (next && dialogOf(next) && dialogOf(next) !== dialogOf(item)) return;
      if (!next && !document.hasFocus()) return;
      afterPress(() => judge(key));
    },
  };
}

/** The fields below `under` drawn without the checker's messages while `waiting` (a new item not yet left). */
export function ErrorsWaiting({
  under,
  waiting,
  children,
}: {
  under: DataPath;
  waiting: boolean;
  children: ReactNode;
}) {
  const form = useForm();
  const prefix = pathKey(under);
  const quiet = useMemo(() => {
    const inside = (path: DataPath) => {
      const key = pathKey(path);
      return key === prefix || key.startsWith(`${prefix}\u0000`);
    };
    return {
      ...form,
      errorsAt: (path: DataPath) => (inside(path) ? [] : form.errorsAt(path)),
      errorsUnder: (path: DataPath) => (inside(path) ? [] : form.errorsUnder(path)),
    };
  }, [form, prefix]);
  useHoldBack(waiting ? form.errorsUnder(under) : []);
  // Always the same element around the fields, so that the item's controls (and focus) stay when it is judged.
  return <FormContext.Provider value={waiting ? quiet : form}>{children}</FormContext.Provider>;
}
