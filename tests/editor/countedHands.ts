/**
 * A new person's hands on the editor, for the tests of the office's everyday tasks: every click and keystroke counted
 * as it is done (a click, a choice in a list or a file chosen is a click, a double-click two; a character typed or a
 * key pressed is a keystroke), the table of them per task as docs/editing.md quotes it, and what those tasks do
 * again and again: open a page from the list, save, read the saved blocks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { nameInList } from '../publish/editorInChromium';
import { pagesOfTheSite } from './editorSession';

/** The clicks and keystrokes of each task; `typed` counts the characters among the keystrokes. */
interface Effort {
  clicks: number;
  keystrokes: number;
  typed: number;
}

export interface Block {
  type: string;
  [field: string]: unknown;
}

/**
 * The hands and the page's parts, read through `page()` and `contentRoot()` at each use: the tests make the page and
 * the copy of the content once they have started.
 */
export function countedHands(page: () => Page, contentRoot: () => string) {
  const efforts = new Map<string, Effort>();
  let effort: Effort = { clicks: 0, keystrokes: 0, typed: 0 };

  /** From here on the person's clicks and keystrokes count towards `task`. */
  function startTask(task: string) {
    effort = { clicks: 0, keystrokes: 0, typed: 0 };
    efforts.set(task, effort);
  }

  /** The person's hands: each action counted as it is done. */
  const person = {
    async click(target: Locator) {
      effort.clicks++;
      await target.click();
    },
    /** Two clicks at a person's pace, 200 ms apart (the editor answers the first before the second comes). */
    async dblclick(target: Locator) {
      effort.clicks += 2;
      // Scrolled to first, as a person does: the mouse acts where the words are on the screen.
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) throw new Error('Nothing to double-click: it is not on the screen.');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page().mouse.click(x, y);
      await page().waitForTimeout(200);
      await page().mouse.click(x, y, { clickCount: 2 });
    },
    async choose(target: Locator, option: string) {
      effort.clicks++;
      await target.selectOption(option);
    },
    async chooseFile(target: Locator, file: string) {
      effort.clicks++;
      await target.setInputFiles(file);
    },
    async press(key: string) {
      effort.keystrokes++;
      await page().keyboard.press(key);
    },
    async type(text: string) {
      effort.keystrokes += text.length;
      effort.typed += text.length;
      await page().keyboard.type(text);
    },
    /** Into a field: a click in it, its words selected (Ctrl+A) when it has some, and the new words typed. */
    async fill(field: Locator, text: string) {
      await person.click(field);
      if (await field.inputValue()) await person.press('ControlOrMeta+A');
      await person.type(text);
      await expect.poll(() => field.inputValue()).toBe(text);
    },
  };

  /** The table of what each task took, in Markdown. */
  const effortTable = () =>
    [
      '| Task | Clicks | Keystrokes | Of which typing |',
      '| --- | --: | --: | --: |',
      ...[...efforts].map(
        ([task, { clicks, keystrokes, typed }]) => `| ${task} | ${clicks} | ${keystrokes} | ${typed} |`,
      ),
    ].join('\n');

  const preview = () => page().frameLocator('iframe[title="Preview of the page"]');
  const pageList = () => pagesOfTheSite(page());
  const status = () => page().locator('.status');

  /** Opens the page at `route` (its file `file`) from the list of pages, and waits for the preview to draw it. */
  async function openPage(route: string, file: string) {
    const name = await nameInList(page(), route);
    await person.click(pageList().getByRole('button', { name }));
    await preview().locator(`[data-block-source^="${file}#"]`).first().waitFor({ timeout: 15_000 });
  }

  /** Save, and the top bar says it is saved with no mistakes listed. */
  async function save(file: string) {
    await person.click(page().getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => status().textContent(), { timeout: 15_000 }).toBe(`Saved ${file}.`);
    expect(await page().locator('.error-list li').count()).toBe(0);
  }

  const savedBlocks = (file: string) =>
    (parse(readFileSync(path.join(contentRoot(), file), 'utf8')) as { blocks: Block[] }).blocks;

  return { person, startTask, effortTable, preview, pageList, status, openPage, save, savedBlocks };
}
