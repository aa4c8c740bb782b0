/**
 * Emotion names each class after a hash of its styles (`css-1d8g8r7`): random characters that gzip cannot shorten,
 * written once in the page's CSS and again on every element that uses the class, about a hundred of them a page.
 * Outside the islands no Emotion runs in the browser, so nothing there needs the hash: the prerenderer renames those
 * classes `c0`, `c1`, … in the order they first appear, which takes 0.4–0.8 KB off each page's compressed HTML (the
 * first round trip, see docs/performance.md). An island's classes keep their hash, because Emotion computes it again
 * when the island hydrates and React compares it with the server's HTML.
 *
 * A page drawn later by the app in the browser gets Emotion's own `css-…` classes and rules, so the short names of
 * the page it replaced never meet them.
 */

/** `css-1d8g8r7` as a whole class name; Emotion's hashes are lower-case letters and digits. */
const emotionClass = /^css-([a-z0-9]+)$/;
/** The same as a selector in a <style> tag: `.css-1d8g8r7{`, `.css-1d8g8r7:hover`, `.css-1d8g8r7 svg`. */
const emotionSelector = /\.css-([a-z0-9]+)(?![\w-])/g;
/** Only class attributes are touched, never text a page shows. */
const classAttribute = / class="([^"]*)"/g;

/** The Emotion hashes used in a piece of markup, such as an island's. */
export function emotionClassesIn(markup: string): Set<string> {
  const hashes = [...markup.matchAll(classAttribute)].flatMap((match) =>
    match[1].split(' ').flatMap((name) => emotionClass.exec(name)?.[1] ?? []),
  );
  return new Set(hashes);
}

/**
 * The page's markup and its <style> tags with every Emotion class but those in `keep` renamed to a short name, the
 * same in both. A class is renamed everywhere or nowhere, so the CSS and the markup always agree.
 */
export function shortenClassNames(
  markup: string,
  styleTags: string,
  keep: ReadonlySet<string>,
): { markup: string; styleTags: string } {
  const shortNames = new Map<string, string>();
  const shortName = (hash: string) => {
    let short = shortNames.get(hash);
    if (!short) {
      short = `c${shortNames.size.toString(36)}`;
      shortNames.set(hash, short);
    }
    return short;
  };
  const renamedMarkup = markup.replace(classAttribute, (_whole, names: string) => {
    const renamed = names.split(' ').map((name) => {
      const hash = emotionClass.exec(name)?.[1];
      return hash && !keep.has(hash) ? shortName(hash) : name;
    });
    return ` class="${renamed.join(' ')}"`;
  });
  // Selectors of classes the markup does not use stay as they are (Emotion only writes rules the markup uses).
  const renamedStyles = styleTags.replace(emotionSelector, (whole, hash: string) =>
    shortNames.has(hash) ? `.${shortNames.get(hash)}` : whole,
  );
  return { markup: renamedMarkup, styleTags: renamedStyles };
}
