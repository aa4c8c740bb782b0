/**
 * The words of one business that must never appear in the engine: what a visitor, a search engine or the office's
 * e-mail sees comes from the content, so the engine's code, schemas and READMEs name no trade, no place and no
 * company. The first site built on the engine is a roofing and construction company near Portland, Oregon; its
 * words are listed here, read from its site.yaml and pages/. Generic English that the trade's pages also use
 * (window, door, storm, leak, repair, quote, construction, frame) is left out: it is not the trade's own.
 *
 * How a word is found: every run of letters and digits is split where an identifier's parts meet (camelCase,
 * PascalCase, ACRONYMWord, snake_case, kebab-case, a path's folders), and each part is compared whole, without
 * regard to case, with every listed word and its regular endings (see `formsOf`). So `RoofMark`, `oregonLicence`,
 * `/services/roofing` and "Estimates" are found, while "Washingtonia" (a palm) or "proofing" are other words.
 */

/** Words that mean the trade: its services, materials, customers and papers. */
const tradeWords = [
  'roof',
  'shingle',
  'gutter',
  'downspout',
  'siding',
  'soffit',
  'fascia',
  'eave',
  'chimney',
  'skylight',
  'drywall',
  'cladding',
  'asphalt',
  'waterproofing',
  'framing',
  'carpentry',
  'carpenter',
  'craftsman',
  'remodel',
  'contractor',
  'subcontractor',
  'estimate',
  'homeowner',
  'residential',
  'commercial',
  'multifamily',
  'ccb',
];

/** Words that mean the place the first site serves. */
const placeWords = [
  'oregon',
  'washington',
  'portland',
  'northwest',
  'beaverton',
  'gresham',
  'tualatin',
  'clackamas',
  'tigard',
  'sherwood',
  'hillsboro',
  'oswego',
  'wilsonville',
  'milwaukie',
];

/** The first site's company: its name and the name of its web address. */
const companyWords = ['summit', 'ridge', 'summitridgenw'];

export const listedWords: readonly string[] = [...tradeWords, ...placeWords, ...companyWords];

/**
 * Identifiers from other people's libraries that the engine cannot rename. Each is skipped as a whole, so the same
 * word anywhere else is still found.
 */
export const foreignIdentifiers: ReadonlyMap<string, string> = new Map([
  ['lintGutter', "CodeMirror's margin beside the code where mistakes are marked (@codemirror/lint)"],
]);

/**
 * A listed word and its regular endings: plural (-s, -es), verb (-d, -ed, -ing), the one who does it (-er, -ers)
 * and the adverb (-ly), with a final "e" dropped before an ending that starts with a vowel. So "estimate" also
 * means estimates, estimated and estimating, and "roof" roofs, roofing and roofers: a word's family is the trade's,
 * whatever the grammar of the sentence it sits in.
 */
export function formsOf(word: string): string[] {
  const endings = ['', 's', 'es', 'd', 'ed', 'ing', 'er', 'ers', 'ly'];
  const forms = endings.map((ending) => word + ending);
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    forms.push(...['ed', 'ing', 'er', 'ers'].map((ending) => stem + ending));
  }
  return forms;
}

/** Every form of every listed word, pointing back to the word it is a form of. */
const listedWordOfForm: ReadonlyMap<string, string> = new Map(
  listedWords.flatMap((word) => formsOf(word).map((form) => [form, word] as const)),
);

/**
 * The words of an identifier or a piece of text: "oregonLicence" → oregon, Licence; "CCBNumber" → CCB, Number;
 * "summit_ridge-roofing" → summit, ridge, roofing. Foreign identifiers are left out whole.
 */
export function wordsOf(text: string): string[] {
  const runs = text.match(/[A-Za-z0-9]+/g) ?? [];
  return runs
    .filter((run) => !foreignIdentifiers.has(run))
    .flatMap((run) => run.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? []);
}

/** One listed word found in a line of text. */
export interface TradeWordFound {
  /** The word as written in the text ("Roofing"). */
  word: string;
  /** The listed word it is a form of ("roof"). */
  listed: string;
}

/** The listed words in a piece of text, in the order they are written. */
export function tradeWordsIn(text: string): TradeWordFound[] {
  return wordsOf(text).flatMap((word) => {
    const listed = listedWordOfForm.get(word.toLowerCase());
    return listed === undefined ? [] : [{ word, listed }];
  });
}

/** A listed word at its place in a file: what a developer needs to change it. */
export interface TradeWordAt extends TradeWordFound {
  /** The file, relative to the project root. */
  file: string;
  /** 1-based line; 0 when the word is in the file's own path. */
  line: number;
  /** The whole line, trimmed (or the file's path). */
  text: string;
}

/** Every listed word in a file's path and text. */
export function tradeWordsInFile(file: string, text: string): TradeWordAt[] {
  const inPath = tradeWordsIn(file).map((found) => ({ ...found, file, line: 0, text: file }));
  const inLines = text
    .split('\n')
    .flatMap((line, index) =>
      tradeWordsIn(line).map((found) => ({ ...found, file, line: index + 1, text: line.trim() })),
    );
  return [...inPath, ...inLines];
}

/** `src/cli/bench.ts:35  "roofing" (a form of roof)  '/services/roofing',` */
export function describeTradeWord({ file, line, word, listed, text }: TradeWordAt): string {
  const place = line === 0 ? `${file} (its file name)` : `${file}:${line}`;
  const form = word.toLowerCase() === listed ? '' : ` (a form of ${listed})`;
  return `${place}  "${word}"${form}  ${text}`;
}
