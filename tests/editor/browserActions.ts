/**
 * What the editor's browser tests (and the pictures of docs/editing.md) do the way a person does it: send the quote
 * form as a visitor, and replace the open file's text in the editor.
 */
import type { Browser, Page } from 'playwright-core';

/**
 * How long a visitor takes over the form, at least: the server keeps a request sent in under 4 s as spam (a person
 * cannot type that fast), so the tests wait a little longer than that.
 */
const TYPING_TIME_MS = 4500;

/** A visitor on a phone fills in the form at `address` like a person and sends it. */
export async function sendThroughTheForm(
  browser: Browser,
  baseUrl: string,
  address: string,
  values: Record<string, string>,
): Promise<void> {
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const opened = Date.now();
  await visitor.goto(`${baseUrl}${address}`);
  await visitor.waitForSelector('form[novalidate]');
  for (const [label, value] of Object.entries(values)) await visitor.getByLabel(label, { exact: true }).fill(value);
  await visitor.waitForTimeout(Math.max(0, TYPING_TIME_MS - (Date.now() - opened)));
  await visitor.getByRole('button', { name: 'Send Request' }).click();
  await visitor.getByRole('status').filter({ hasText: 'Thank you, your request has been sent.' }).waitFor();
  await visitor.context().close();
}

/** Replaces the whole text of the open file in the editor: select all, then paste. */
export async function replaceEditorText(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.locator('.cm-content').evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
