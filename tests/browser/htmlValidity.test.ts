/**
 * Every prerendered HTML file of the build is valid HTML with no accessibility mistake html-validate can see
 * (presets html-validate:standard and html-validate:a11y). It reads the copy of dist/ that the browser tests'
 * server serves, so it checks exactly the HTML the other tests load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import { routeHtmlFiles } from '../dist/distFiles';

/**
 * html-validate's default "recommended" preset also enforces a house style (quote style, void-element style)
 * that Vite's and React's output does not follow; "standard" is the validity rules alone, "a11y" adds the
 * accessibility ones.
 */
const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
};

const distDir = inject('distDir');
const files = routeHtmlFiles(distDir).map((file) => path.relative(distDir, file));
const validator = new HtmlValidate(htmlValidateConfig);

describe('html-validate on every prerendered page in dist/', () => {
  it('finds the pages of the build (404.html included)', () => {
    expect(files).toContain('index.html');
    expect(files).toContain('404.html');
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s has no error', async (file) => {
    const report = await validator.validateString(readFileSync(path.join(distDir, file), 'utf8'), file);
    const errors = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
      ),
    );
    expect(errors).toEqual([]);
  });
});
