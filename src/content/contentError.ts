import type { DataPath } from '../places/places.ts';

/** One problem found in the content, pointing at the exact place a person has to edit. */
export interface ContentError {
  /** Path relative to the project root, with forward slashes, e.g. pages/about.yaml. */
  file: string;
  /** 1-based line and column of the offending node. */
  line: number;
  col: number;
  /** Where in the file, in words: `block 3 (stats), item 2`. Empty for the top of a file. */
  where: string;
  /**
   * The path in the file's data of the value (or the misspelled or missing field) it is about, where the checker
   * knows it: the editor's form shows the message beside that field, while `line` and `col` of a missing field are
   * those of the object it belongs in. None for a mistake of the YAML itself, which has no data yet.
   */
  path?: DataPath;
  /** What is wrong, in plain words, ending with a "did you mean …?" where one helps. */
  message: string;
  /** Set on the line that ends a file's list cut short ("… and 1,950 more like these"): how many it stands for. */
  more?: number;
}

/** 19950 → "19,950", on every machine whatever its language. */
export function inThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function compareErrors(a: ContentError, b: ContentError): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col;
}

/**
 * The most mistakes told for one file. A file with more is mostly one mistake many times over (a pasted list, a
 * block at the wrong level): the first ones say what to fix, and explaining every one would take seconds.
 */
export const MAX_ERRORS_PER_FILE = 50;

/**
 * One file's errors, cut short when there are more than `limit`: the first ones in the order of the text, then one
 * line at the place of the next, saying how many more there are. `unexplained` more were found after `errors` (of
 * which there are then more than `limit`) and never put into words. One error is never replaced by a line about it.
 */
export function cutShort(errors: ContentError[], limit = MAX_ERRORS_PER_FILE, unexplained = 0): ContentError[] {
  if (errors.length + unexplained <= limit + 1) return errors;
  const sorted = [...errors].sort(compareErrors);
  const left = sorted.slice(limit);
  const more = left.reduce((sum, error) => sum + (error.more ?? 1), unexplained);
  const { file, line, col } = left[0];
  return [
    ...sorted.slice(0, limit),
    { file, line, col, where: '', message: `… and ${inThousands(more)} more like these`, more },
  ];
}

/** Every file's errors cut short (cutShort), in the order of file, line and column. */
export function cutShortPerFile(errors: ContentError[], limit = MAX_ERRORS_PER_FILE): ContentError[] {
  const byFile = new Map<string, ContentError[]>();
  for (const error of [...errors].sort(compareErrors)) {
    const ofFile = byFile.get(error.file);
    if (ofFile) ofFile.push(error);
    else byFile.set(error.file, [error]);
  }
  return [...byFile.values()].flatMap((each) => cutShort(each, limit));
}
