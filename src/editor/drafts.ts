/**
 * Unsaved text survives a closed tab or a reload: every change is kept in the browser's local storage, by file,
 * until it is saved or thrown away.
 */
export interface Draft {
  text: string;
  /** The file's text when the draft was started, to tell whether someone saved the file since. */
  base: string;
  savedAt: number;
}

const keyOf = (file: string) => `site-editor:draft:${file}`;

export function readDraft(file: string): Draft | undefined {
  try {
    const stored = localStorage.getItem(keyOf(file));
    return stored ? (JSON.parse(stored) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(file: string, text: string, base: string): void {
  try {
    if (text === base) localStorage.removeItem(keyOf(file));
    else localStorage.setItem(keyOf(file), JSON.stringify({ text, base, savedAt: Date.now() } satisfies Draft));
  } catch {
    // Storage full or switched off: the text is still in the page.
  }
}

export function dropDraft(file: string): void {
  try {
    localStorage.removeItem(keyOf(file));
  } catch {
    // Nothing to do.
  }
}

/** The files with drafts, to mark them in the list. */
export function filesWithDrafts(): Set<string> {
  const files = new Set<string>();
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith('site-editor:draft:')) files.add(key.slice('site-editor:draft:'.length));
    }
  } catch {
    // No storage.
  }
  return files;
}
