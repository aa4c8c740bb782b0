/**
 * Kinds of block a page has at most one of: the hero opens the page and holds its one main heading (h1). The check
 * refuses a second (crossFileRules.ts); the editor's palette offers it but says why it cannot be added.
 */
export const ONE_PER_PAGE: readonly string[] = ['hero'];
