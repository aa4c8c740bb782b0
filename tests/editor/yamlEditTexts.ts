/**
 * What the tests of the YAML text edits share: a small text written as its lines, each ending in a line break. Not a
 * test file itself.
 */
export const lines = (...rows: string[]) => `${rows.join('\n')}\n`;
