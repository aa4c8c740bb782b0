/**
 * The editor with a keyboard alone, in Chromium against the production server on a throw-away git copy of the
 * project: sign in, open a page, make a mistake and fix it from the list of mistakes, save, publish and undo, with
 * no mouse. Focus never falls to the page itself (a script in the page records every time it does), and axe finds
 * nothing in any state met on the way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../helpers/axe';
import { createPublishProject, startServer, type PublishProject, type RunningServer } from './publishProject';
import { editorInChromium, literally, nameInList } from './editorInChromium';

const account = { name: 'maria', password: 'gutters and downspouts 42' };

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];

/** What has the focus, as a person would name it: the label or text of the element. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(nothing)';
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent;
    return (label ?? element.textContent ?? '').trim();
  });

/** Presses Tab (or Shift+Tab) until `wanted` has the focus; fails after `most` presses. */
async function tabTo(wanted: string | RegExp, options: { back?: boolean; most?: number } = {}) {
  for (let presses = 0; presses < (options.most ?? 60); presses++) {
    const name = await focused();
    if (typeof wanted === 'string' ? name === wanted : wanted.test(name)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(wanted)}; the focus is on "${await focused()}"`);
}

let aboutName: string;

const findingsIn = async (state: string) => ({ state, findings: await axeFindings(page) });
const noFindingsIn = (state: string) => ({ state, findings: [] });

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  // 401 before signing in and 422 for a check with a mistake are answers the editor expects and shows.
  ({ browser, page, problems } = await editorInChromium(/status of (401|422) /));
  // Every time the focus leaves an element and lands nowhere (on the page itself), written down with where it was.
  await page.addInitScript(() => {
    const lost: string[] = [];
    Object.assign(window, { lostFocus: lost });
    document.addEventListener('focusout', (event) => {
      const left = event.target as HTMLElement;
      const where = `${left.tagName.toLowerCase()} "${(left.getAttribute('aria-label') ?? left.textContent ?? '').trim().slice(0, 40)}"`;
      setTimeout(() => {
        if (document.hasFocus() && (document.activeElement === document.body || !document.activeElement))
          lost.push(where);
      }, 100);
    });
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

const lostFocus = () => page.evaluate(() => (window as unknown as { lostFocus: string[] }).lostFocus);

describe('the editor by keyboard alone', () => {
  it('signs in', async () => {
    await page.goto(`${server.baseUrl}/edit`);
    await page.getByLabel('Name').waitFor();
    expect(await findingsIn('sign-in')).toEqual(noFindingsIn('sign-in'));
    await tabTo('Name');
    await page.keyboard.type(account.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Pages of the site' }).waitFor();
    expect(await lostFocus()).toEqual([]);
  });

  it('opens a page, makes a mistake, fixes it from the list of mistakes, and saves', async () => {
    aboutName = await nameInList(page, '/about');
    // The title line as the content has it today, with the new words at its end (inside its quotes, if it has them).
    const titleLine = readFileSync(path.join(project.root, 'pages/about.yaml'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('title:'))!;
    const quoted = titleLine.endsWith('"');
    const newTitleLine = quoted ? `${titleLine.slice(0, -1)} (since 1998)"` : `${titleLine} (since 1998)`;
    await tabTo(new RegExp(`^${literally(aboutName)}`));
    await page.keyboard.press('Enter');
    await page.locator('.cm-line', { hasText: 'route: /about' }).waitFor();
    await tabTo('YAML text of pages/about.yaml');
    // Down to the title line, as a person watches the line with the cursor; to its end: new words, then a letter too
    // many in front of the field name.
    await page.keyboard.press('ControlOrMeta+Home');
    const cursorLine = () => page.locator('.cm-activeLine').innerText();
    for (let presses = 0; presses < 10 && !(await cursorLine()).startsWith('title:'); presses++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    if (quoted) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' (since 1998)');
    await page.keyboard.press('Home');
    await page.keyboard.type('x');
    const mistakes = page.getByRole('region', { name: 'Mistakes' });
    const misspelled = mistakes.getByRole('button', { name: /"xtitle"/ });
    await misspelled.waitFor();
    expect(await misspelled.textContent()).toMatch(/^Line 4, column 1.*Did you mean "title"\?/);
    expect(await findingsIn('a mistake listed')).toEqual(noFindingsIn('a mistake listed'));

    // The list of mistakes comes after the text: Tab reaches it, Enter goes to the mistake.
    await tabTo(/^Line 4, column 1.*"xtitle"/);
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('YAML text of pages/about.yaml');
    await page.keyboard.press('Delete');
    await mistakes.getByRole('button').first().waitFor({ state: 'detached' });
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => page.locator('.status').textContent()).toBe('Saved pages/about.yaml.');
    expect(await page.locator('.cm-content').innerText()).toContain(newTitleLine);
    expect(await lostFocus()).toEqual([]);
  });

  it('publishes', async () => {
    await tabTo('Publish…', { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await dialog.getByText(aboutName).first().waitFor();
    expect(await findingsIn('Publish dialog')).toEqual(noFindingsIn('Publish dialog'));
    await tabTo('What changed, in one line');
    await page.keyboard.type('Founding year in the About title');
    await tabTo('Publish');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/Published "Founding year in the About title"/);
    expect(await findingsIn('published')).toEqual(noFindingsIn('published'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Publish…');
    const about = await (await fetch(`${server.baseUrl}/about`)).text();
    expect(about).toContain('(since 1998)</title>');
    expect(await lostFocus()).toEqual([]);
  }, 180_000);

  it('undoes the publish from History', async () => {
    await tabTo('History');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'History of publishes' });
    await dialog.locator('.publish-entry-title').first().waitFor();
    expect(await findingsIn('History dialog')).toEqual(noFindingsIn('History dialog'));
    await tabTo(/^Undo .*Founding year in the About title/);
    await page.keyboard.press('Enter');
    // What goes back, read before it is done.
    const confirmation = page.getByRole('dialog', { name: /^Undo “Founding year in the About title”\?$/ });
    await expect
      .poll(() => confirmation.getByRole('listitem').allTextContents(), { timeout: 30_000 })
      .toEqual([expect.stringMatching(`${literally(aboutName)} page goes back to how it was before this publish`)]);
    await tabTo(/^(Yes, undo it|Undo)$/);
    expect(await findingsIn('undo confirmation')).toEqual(noFindingsIn('undo confirmation'));
    await page.keyboard.press('Enter');
    // How the undo ended, in the dialog's words: done, or the problem.
    const outcome = dialog.locator('.publish-done, .publish-problem').first();
    await expect
      .poll(async () => ((await outcome.count()) ? outcome.textContent() : ''), { timeout: 120_000 })
      .toMatch(/as it was before “Founding year in the About title”/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toBe('History');
    const about = await (await fetch(`${server.baseUrl}/about`)).text();
    expect(about).not.toContain('(since 1998)');
    expect(await lostFocus()).toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);
});
