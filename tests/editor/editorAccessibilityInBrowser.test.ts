/**
 * The editor within everyone's reach, in Chromium against the production server on a throw-away copy of the project,
 * signed in with /about open (its first block a hero, whose heading's help starts with "Headline"): axe (WCAG 2.2 AA)
 * finds nothing in any state, the top bar folds into a Menu on a phone and leaves room for the text at 400 % zoom,
 * skip links come first, a field's help shows on F1 as well as on hover, and a dialog gives the focus back to the
 * button that opened it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../helpers/axe';
import {
  aboutInList,
  answersShown,
  type EditorSession,
  startSignedInEditor,
  stopEditorSession,
  textOfEditor,
} from './editorSession';

let session: EditorSession;
let page: Page;

const editorText = () => textOfEditor(page);

beforeAll(async () => {
  session = await startSignedInEditor(answersShown);
  page = session.chromium.page;
  await aboutInList(page).click();
  await page.locator('.cm-line', { hasText: 'route: /about' }).waitFor();
}, 300_000);

afterAll(() => stopEditorSession(session));

describe('the editor within everyone’s reach', () => {
  it('passes axe (WCAG 2.2 AA) in every state: mistakes, help, completion, each dialog, a phone, 400 % zoom', async () => {
    const findings = async (state: string) => ({ state, findings: await axeFindings(page) });
    const none = (state: string) => ({ state, findings: [] });
    expect(await findings('a page open')).toEqual(none('a page open'));

    // A mistake typed at the start of the first line: the text is marked invalid and the list of mistakes shows.
    await page.locator('.cm-line').first().click();
    await page.keyboard.press('Home');
    await page.keyboard.type('x');
    await page.getByRole('region', { name: 'Mistakes' }).getByRole('button').first().waitFor();
    expect(await findings('with a mistake')).toEqual(none('with a mistake'));
    await page.keyboard.press('ControlOrMeta+Z');
    await page.getByRole('region', { name: 'Mistakes' }).getByRole('button').first().waitFor({ state: 'detached' });

    await page.locator('.cm-line', { hasText: 'heading:' }).first().click();
    await page.keyboard.press('Home');
    await page.keyboard.press('F1');
    await page.locator('.cm-tooltip').waitFor();
    expect(await findings('field help shown')).toEqual(none('field help shown'));
    await page.keyboard.press('Escape');

    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+Space');
    await page.locator('.cm-tooltip-autocomplete').waitFor();
    expect(await findings('completion list open')).toEqual(none('completion list open'));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');

    // This server holds the content without the project to build it from: nothing offers to publish.
    expect(await page.getByRole('button', { name: /^(Publish|History)/ }).count()).toBe(0);
    for (const [opener, dialog] of [
      ['New page', 'New page'],
      ['Add photo', 'Add a photo'],
    ]) {
      await page.getByRole('button', { name: opener, exact: true }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      // What the dialog draws from the server (its pictures, the fonts of its words) is in it before it is judged.
      await page.waitForFunction(
        async () =>
          (await document.fonts.ready) &&
          [...document.querySelectorAll('[role="dialog"] img')].every((image) => (image as HTMLImageElement).complete),
      );
      expect(await findings(`${dialog} dialog`)).toEqual(none(`${dialog} dialog`));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    try {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const tab of ['Pages', 'Preview', 'Text']) {
        await page.getByRole('tab', { name: tab }).click();
        expect(await findings(`phone, ${tab}`)).toEqual(none(`phone, ${tab}`));
      }
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await findings('phone, menu open')).toEqual(none('phone, menu open'));
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 320, height: 200 });
      expect(await findings('400 % zoom')).toEqual(none('400 % zoom'));
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // Axe runs about a dozen times, 3–4 s each on a busy machine: more than the project’s 60 s for one test.
  }, 120_000);

  it('folds the top bar into one row with a Menu on a phone, and keeps room for the text at 400 % zoom', async () => {
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('tab', { name: 'Text' }).click();
      const bar = page.locator('.top-bar');
      expect((await bar.boundingBox())!.height).toBeLessThan(64);
      const menu = page.getByRole('button', { name: 'Menu' });
      const signOut = page.getByRole('button', { name: 'Sign out', exact: true });
      expect(await signOut.isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      // Who is signed in is in the menu, and Sign out under it.
      await page.getByRole('button', { name: /^Signed in as/ }).click();
      expect(await signOut.isVisible()).toBe(true);
      await signOut.focus();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
      // 1280 × 800 at 400 %: 320 × 200 CSS pixels. The page scrolls, and the text keeps room for several lines.
      await page.setViewportSize({ width: 320, height: 200 });
      expect((await page.locator('.code-host').boundingBox())!.height).toBeGreaterThanOrEqual(150);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // And it takes typing there.
      await page.locator('.cm-line').first().click();
      await page.keyboard.press('End');
      await page.keyboard.type(' # typed at 400 %');
      await expect.poll(editorText).toContain(' # typed at 400 %');
      await page.keyboard.press('ControlOrMeta+Z');
      await expect.poll(editorText).not.toContain('typed at 400 %');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('offers skip links first, past the top bar and the list of pages to the text and to the preview', async () => {
    // As after loading the page: the next Tab starts from the top of the document.
    const fromTheTop = () => {
      const start = document.createElement('div');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus();
      start.remove();
    };
    await page.evaluate(fromTheTop);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the text');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('cm-content');
    await page.evaluate(fromTheTop);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the preview');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Preview');
  });

  it('shows a field’s help on F1 as well as on hover, and Escape hides it', async () => {
    await page.locator('.cm-line', { hasText: 'heading:' }).first().click();
    await page.keyboard.press('Home');
    await page.keyboard.press('F1');
    const help = page.locator('.cm-tooltip');
    await help.waitFor();
    expect(await help.textContent()).toMatch(/^Headline/);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });

  it('gives focus back to the button that opened a dialog, whether it is cancelled or escaped', async () => {
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (const [opener, leave] of [
      ['New page', 'Cancel'],
      ['Add photo', 'Escape'],
    ] as const) {
      await page.getByRole('button', { name: opener }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      if (leave === 'Escape') await page.keyboard.press('Escape');
      else await page.getByRole('dialog').getByRole('button', { name: leave }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(focusedText, { message: opener }).toBe(opener);
    }
  });

  it('showed no script errors and broke no rule of its Content-Security-Policy', () => {
    expect(session.chromium.problems).toEqual([]);
  });
});
