/**
 * The editor's layout in Chromium against the production server on a throw-away copy of the project, with the
 * scrollbars a desktop shows: headless Chromium hides them, and a hidden scrollbar takes no room from the panel. No
 * block's form is wider than the panel at 1280 px, nor than the sheet at 768 px (the Customer reviews form, whose
 * help was cut, first, then every block of the home page); on a phone the top bar's status is never cut; at 400 %
 * zoom (320 × 180) every control of the top bar is reached with the keyboard and shown whole.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../helpers/chromium';
import { nameInList, signInToEditor } from '../publish/editorInChromium';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };

let server: RunningEditor;
let browser: Browser;
let page: Page;

const panel = () => page.getByRole('region', { name: 'Blocks of this page' });
const topBar = () => page.locator('header.top-bar');

/** Opens every closed list item and group of the panel, so that every field of the form is drawn. */
async function openEverything() {
  for (let round = 0; round < 3; round++) {
    const closed = panel().locator('.block-form [aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) return;
    for (let index = count - 1; index >= 0; index--) await closed.nth(index).click();
  }
}

/** How much wider than the panel its content is, in pixels (0 when it fits), and its help texts cut at its edge. */
const panelOverflow = () =>
  page.locator('.edit-panel-body').evaluate((body) => {
    const edge = body.getBoundingClientRect().left + body.clientWidth;
    return {
      wider: Math.max(0, body.scrollWidth - body.clientWidth),
      helpCut: [...body.querySelectorAll('.form-help')]
        .filter((help) => help.getBoundingClientRect().right > edge + 0.5)
        .map((help) => help.textContent),
    };
  });

/** The blocks of the page whose form, all opened, is wider than the panel, and by how much. */
async function formsTooWide(): Promise<string[]> {
  const blocks = panel().locator('.block-list button');
  const names = await blocks.allTextContents();
  const tooWide: string[] = [];
  for (const [index, name] of names.entries()) {
    await blocks.nth(index).click();
    await panel().locator('.block-form').waitFor();
    await openEverything();
    const { wider } = await panelOverflow();
    if (wider) tooWide.push(`${name}: ${wider} px`);
  }
  return tooWide;
}

async function chooseBlock(name: RegExp) {
  await panel().locator('.block-list').getByRole('button', { name }).first().click();
  await panel().locator('.block-form').waitFor();
  await openEverything();
}

beforeAll(async () => {
  server = await startEditorServer(account);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInToEditor(page, server.baseUrl, account);
  const home = await nameInList(page, '/');
  await page.getByRole('navigation', { name: 'Pages of the site' }).getByRole('button', { name: home }).click();
  await panel().waitFor();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the panel’s forms', () => {
  it('fits the Customer reviews form in the panel at 1280 px, its help whole', async () => {
    await chooseBlock(/^Customer reviews/);
    expect(await page.locator('.edit-panel-body').evaluate((body) => body.scrollHeight > body.clientHeight)).toBe(true);
    expect(await panelOverflow()).toEqual({ wider: 0, helpCut: [] });
  });

  it('fits the form of every block of the page in the panel at 1280 px', async () => {
    expect(await panel().locator('.block-list button').count()).toBeGreaterThan(3);
    expect(await formsTooWide()).toEqual([]);
  });

  it('fits the Customer reviews form in the sheet at 768 px', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Blocks', exact: true }).click();
    await chooseBlock(/^Customer reviews/);
    expect(await panelOverflow()).toEqual({ wider: 0, helpCut: [] });
    expect(await formsTooWide()).toEqual([]);
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
  });
});

describe('the top bar on a phone and at 400 % zoom', () => {
  it('shows the whole status beside Save and Menu, on two lines where one is too short', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n');
    await expect.poll(() => page.locator('.status').textContent()).toBe('Unsaved changes, no mistakes');
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      await expect.poll(() => page.locator('.status').textContent()).toBe('Unsaved changes, no mistakes');
      const status = () =>
        page.locator('.status').evaluate((element) => {
          const box = element.getBoundingClientRect();
          const save = document.querySelector('.top-bar .button-primary')!.getBoundingClientRect();
          return {
            cut: element.scrollWidth > element.clientWidth,
            besideSave: box.right <= save.left && box.top < save.bottom,
            lines: Math.round(box.height / Number.parseFloat(getComputedStyle(element).lineHeight)),
          };
        });
      // Read until the bar has settled at its new width.
      await expect.poll(status).toMatchObject({ cut: false, besideSave: true, ...(width === 320 ? { lines: 2 } : {}) });
    }
  });

  it('reaches every control of the bar with the keyboard at 320 × 180, each shown whole', async () => {
    await page.setViewportSize({ width: 320, height: 180 });
    const menu = topBar().getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const controls = await topBar()
      .locator('button:visible, a:visible')
      .evaluateAll((elements) => elements.map((element) => element.textContent?.trim()));
    expect(controls.length).toBeGreaterThan(3);
    const reached: string[] = [];
    await topBar().getByRole('button', { name: 'Save', exact: true }).focus();
    for (let step = 0; step < controls.length; step++) {
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element?.closest('header.top-bar')) return undefined;
        const box = element.getBoundingClientRect();
        return {
          name: element.textContent?.trim() ?? '',
          whole: box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight,
        };
      });
      if (!focused) break;
      expect(focused, focused.name).toMatchObject({ whole: true });
      reached.push(focused.name);
      await page.keyboard.press('Tab');
    }
    expect(reached).toEqual(controls);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
