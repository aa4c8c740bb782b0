/**
 * A button that cannot be used while something is under way (signing in, adding a page, publishing) but keeps the
 * focus: `disabled` would drop a focused button's focus to the page's body, and a screen reader would lose its place.
 * It says it is unavailable with aria-disabled and ignores a press (a click, or Enter in the form it submits).
 */
import type { MouseEvent } from 'react';

export function busyButtonProps(unavailable: boolean) {
  return {
    'aria-disabled': unavailable || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (unavailable) event.preventDefault();
    },
  };
}
