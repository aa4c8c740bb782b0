/** One problem found in the content, pointing at the exact place a person has to edit. */
export interface ContentError {
  /** Path relative to the project root, with forward slashes, e.g. pages/about.yaml. */
  file: string;
  /** 1-based line and column of the offending node. */
  line: number;
  col: number;
  /** Where in the file, in words: `block 3 (stats), item 2`. Empty for the top of a file. */
  where: string;
  /** What is wrong, in plain words, ending with a "did you mean …?" where one helps. */
  message: string;
}

/** 19950 → "19,950", on every machine whatever its language. */
export function inThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function compareErrors(a: ContentError, b: ContentError): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col;
}
