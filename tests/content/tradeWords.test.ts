// @vitest-environment node
/**
 * The engine is a page builder, not one business's site: no file under src/, blocks/ or schema/ (nor the page shell
 * index.html and the build's vite.config.ts) names the first site's trade, places or company, in code, identifiers,
 * file names, schemas or the engine's READMEs. The content (site.yaml, pages/, public/), the documentation (docs/),
 * the tests and their fixtures (tests/) and the deployment of this one site (deploy/, the package's name) are where
 * such words belong, and are not read here. The words and how they are matched are in ./tradeWords.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeTradeWord, formsOf, tradeWordsIn, tradeWordsInFile, wordsOf } from './tradeWords';

const root = path.resolve(import.meta.dirname, '../..');
const engineFolders = ['src', 'blocks', 'schema'];
const engineFilesAtTheRoot = ['index.html', 'vite.config.ts'];

/**
 * Engine files that still name the trade, each with what it names. The test fails while one of them is clean, so the
 * list only ever shrinks: a file leaves it the day its words are replaced.
 */
const filesStillNamingTheTrade: readonly { file: string; names: string }[] = [
  { file: 'blocks/ui/BrandMark.tsx', names: 'the roof and chimney of the house it draws' },
  { file: 'schema/quoteRequest.schema.json', names: "the company's web address" },
  { file: 'schema/site.schema.json', names: 'the company, its town, the Oregon and Washington contractor licences' },
  { file: 'src/cli/benchQuotes.ts', names: 'roofing requests from nearby towns as its sample' },
  { file: 'src/content/site.types.generated.ts', names: 'made from schema/ by npm run types: its words' },
];

/** Every text file of the engine, relative to the project root, with forward slashes. */
function engineFiles(): string[] {
  const inFolders = engineFolders
    .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return [...engineFilesAtTheRoot, ...inFolders].sort();
}

/** A file's text, or undefined for a binary file (a font), which holds no words to read. */
function textOf(file: string): string | undefined {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}

function tradeWordsInEngineFile(file: string) {
  const text = textOf(file);
  return text === undefined ? [] : tradeWordsInFile(file, text);
}

describe('finding a word of the trade', () => {
  it('finds a word inside an identifier, whatever its style', () => {
    expect(wordsOf('RoofMark oregonLicence CCBNumber summit_ridge-roofing')).toEqual([
      'Roof',
      'Mark',
      'oregon',
      'Licence',
      'CCB',
      'Number',
      'summit',
      'ridge',
      'roofing',
    ]);
    expect(tradeWordsIn('export function RoofMark() {}')).toEqual([{ word: 'Roof', listed: 'roof' }]);
    expect(tradeWordsIn('const oregonLicence = facts.licences.oregon;')).toEqual([
      { word: 'oregon', listed: 'oregon' },
      { word: 'oregon', listed: 'oregon' },
    ]);
    expect(tradeWordsIn("href: '/services/roofing/residential'")).toEqual([
      { word: 'roofing', listed: 'roof' },
      { word: 'residential', listed: 'residential' },
    ]);
  });

  it('finds a word whatever its case, and the family of a word: plurals, verb forms and the one who does it', () => {
    expect(formsOf('estimate')).toEqual(expect.arrayContaining(['estimates', 'estimated', 'estimating']));
    expect(tradeWordsIn('Free ESTIMATES, estimated in a day').map((found) => found.listed)).toEqual([
      'estimate',
      'estimate',
    ]);
    expect(tradeWordsIn('roofs, roofers and a Roofer').map((found) => found.word)).toEqual([
      'roofs',
      'roofers',
      'Roofer',
    ]);
  });

  it('leaves another word that merely starts or ends with a listed one, and generic English', () => {
    expect(tradeWordsIn('Washingtonia palms')).toEqual([]);
    expect(tradeWordsIn('proofing, roofline-free? no: summitry, ridgeline')).toEqual([]);
    expect(tradeWordsIn('Windows, doors and storm repairs: send a quote request')).toEqual([]);
  });

  it("skips a library's identifier the engine cannot rename, and only that identifier", () => {
    expect(tradeWordsIn("import { lintGutter } from '@codemirror/lint';")).toEqual([]);
    expect(tradeWordsIn('const gutterWidth = 3;')).toEqual([{ word: 'gutter', listed: 'gutter' }]);
  });

  it('says where a word is, which word, and the line it is on, so the change to make is plain', () => {
    const found = tradeWordsInFile('src/cli/example.ts', "const a = 1;\n  const routes = ['/services/roofing'];\n");
    expect(found.map(describeTradeWord)).toEqual([
      `src/cli/example.ts:2  "roofing" (a form of roof)  const routes = ['/services/roofing'];`,
    ]);
    expect(tradeWordsInFile('blocks/ui/RoofMark.tsx', '').map(describeTradeWord)).toEqual([
      'blocks/ui/RoofMark.tsx (its file name)  "Roof"  blocks/ui/RoofMark.tsx',
    ]);
  });
});

describe('the engine names no trade, place or company', () => {
  const excepted = new Set(filesStillNamingTheTrade.map((exception) => exception.file));

  it('in any file of its own: src/, blocks/, schema/ (code, schemas, READMEs), index.html and vite.config.ts', () => {
    const found = engineFiles()
      .filter((file) => !excepted.has(file))
      .flatMap(tradeWordsInEngineFile)
      .map(describeTradeWord);
    expect(found, 'Write these with words any business can use, or take them from the content').toEqual([]);
  });

  it.skipIf(filesStillNamingTheTrade.length === 0)('lists only files that still name the trade', () => {
    const files = new Set(engineFiles());
    const cleanOrGone = [...excepted].filter((file) => !files.has(file) || tradeWordsInEngineFile(file).length === 0);
    expect(cleanOrGone, 'These files name no trade now: take them off filesStillNamingTheTrade').toEqual([]);
  });
});
