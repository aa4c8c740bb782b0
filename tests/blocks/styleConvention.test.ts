/**
 * Every block, the UI kit and the app shell write styles one way (docs/blocks-contract.md): short inline tweaks,
 * everything else a named, typed `…Styles`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleConventionFindings } from './styleConvention';

const root = path.resolve(__dirname, '../..');

/** Being reworked elsewhere; each still breaks the convention and goes off this list once it follows it. */
const notYetChecked = new Set<string>();

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .filter((file) => !notYetChecked.has(file))
    .sort();
}

const files = [...sourceFiles('blocks'), ...sourceFiles('src/app')];

describe('the style convention', () => {
  it.each(files)('%s follows it', (file) => {
    const findings = styleConventionFindings(readFileSync(path.join(root, file), 'utf8'), file);
    expect(findings.map(({ line, message }) => `${file}:${line}: ${message}`)).toEqual([]);
  });

  it('lets a tweak of up to three properties stay inline, as an object or a function of the theme', () => {
    const source = `
      export const A = () => <p css={{ margin: 0, padding: 0, color: 'red' }} />;
      export const B = () => <p css={(theme) => [cardStyles(theme), { gap: 16 }]} />;
      export const C = () => <p css={(theme) => ({ color: theme.colors.text })} />;
    `;
    expect(styleConventionFindings(source)).toEqual([]);
  });

  it('finds an inline style with more than three properties', () => {
    const source = `export const A = () => (
      <p css={{ margin: 0, padding: 0, color: 'red', fontWeight: 700 }} />
    );`;
    expect(styleConventionFindings(source)).toEqual([
      { line: 2, message: 'inline style with 4 properties: name it (…Styles) at the end of the file' },
    ]);
  });

  it('finds a selector, a media query and a nested object in an inline style, also inside an array or function', () => {
    const source = `export const A = () => (
      <ul css={{ margin: 0, '& li + li': { marginTop: 6 } }}>
        <li css={(theme) => ({ [mq(theme).sm]: { gap: 8 } })} />
        <li css={[bareList, { display: 'flex', '&:hover': { color: 'red' } }]} />
      </ul>
    );`;
    expect(styleConventionFindings(source).map((finding) => finding.line)).toEqual([2, 3, 4]);
  });

  it('finds a style of the file that is not named …Styles, or not typed CSSObject', () => {
    const source = `import type { CSSObject, Theme } from '@emotion/react';
      export const A = () => <p css={[quote, authorStyles, (theme) => tileStyles(theme), listStyles]} />;
      const quote: CSSObject = { margin: 0 };
      const authorStyles = { margin: 0 };
      const tileStyles = (theme: Theme) => ({ color: theme.colors.text });
      const listStyles: CSSObject = { margin: 0 };
      const looseHelper: CSSObject = { margin: 0 };
    `;
    expect(styleConventionFindings(source)).toEqual([
      { line: 2, message: "style 'quote' is not named …Styles" },
      { line: 2, message: "style 'authorStyles' is not typed CSSObject" },
      { line: 2, message: "style 'tileStyles' does not return the type CSSObject" },
      { line: 7, message: "style 'looseHelper' is typed CSSObject but not named …Styles" },
    ]);
  });

  it('finds a style declared before a component of the file', () => {
    const source = `import type { CSSObject } from '@emotion/react';
      const listStyles: CSSObject = { margin: 0 };
      export function List() { return <ul css={listStyles} />; }
      function Item() { return <li css={itemStyles} />; }
      const itemStyles: CSSObject = { margin: 0 };
    `;
    expect(styleConventionFindings(source)).toEqual([
      { line: 2, message: "style 'listStyles' is declared before a function of the file: move it to the end" },
    ]);
  });

  it('leaves the UI kit’s own names alone', () => {
    const source = `import { bareList, cardGrid, cardLift } from './ui/cardGrid';
      export const A = () => <ul css={[bareList, cardGrid({ sm: 2 }), cardLift]} />;
    `;
    expect(styleConventionFindings(source)).toEqual([]);
  });
});
