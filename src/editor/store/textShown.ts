/** Whether the text is shown beside the panel on a wide screen, kept in this browser for the next visit. */
const textShownKey = 'site-editor:text-shown';

/** Shown unless hidden once. */
export function readTextShown(): boolean {
  try {
    return localStorage.getItem(textShownKey) !== 'no';
  } catch {
    return true;
  }
}

export function keepTextShown(shown: boolean) {
  try {
    localStorage.setItem(textShownKey, shown ? 'yes' : 'no');
  } catch {
    // No storage (a private window may refuse it): the choice lasts until the page is left.
  }
}
