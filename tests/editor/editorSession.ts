/**
 * The start of the editor's browser tests that sign in first: the production server of `npm run serve` on a
 * throw-away copy of the project with the office's account, and Chromium at 1280 × 800 signed in to it, its script
 * errors written down. And what several of those tests read on the editor's page.
 */
import type { Page } from 'playwright-core';
import { editorInChromium, type EditorInChromium, signInToEditor } from '../publish/editorInChromium';
import { startEditorServer, type RunningEditor } from './productionServer';

/** The account `npm run editors -- add` makes for the office. */
export const officeAccount = { name: 'maria', password: 'gutters and downspouts 42' };

/** 401 before signing in and 422 for a refused save are answers the editor expects and shows: not script errors. */
export const answersShown = /status of (401|422) /;

export interface EditorSession {
  server: RunningEditor;
  chromium: EditorInChromium;
}

/**
 * The server and Chromium, signed in as the office, once the list of pages offers New page. `expected`: the failed
 * requests the editor answers itself (see editorInChromium).
 */
export async function startSignedInEditor(expected?: RegExp): Promise<EditorSession> {
  const server = await startEditorServer(officeAccount);
  try {
    const chromium = await editorInChromium(expected);
    await signInToEditor(chromium.page, server.baseUrl, officeAccount);
    await pagesOfTheSite(chromium.page).getByRole('button', { name: 'New page' }).waitFor();
    return { server, chromium };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function stopEditorSession(session: EditorSession | undefined): Promise<void> {
  await session?.chromium.browser.close();
  await session?.server.stop();
}

export const pagesOfTheSite = (page: Page) => page.getByRole('navigation', { name: 'Pages of the site' });

/** The about page in the list of pages, by its address: the office may rename its title. */
export const aboutInList = (page: Page) =>
  pagesOfTheSite(page).locator('.page-link', { has: page.locator('.page-route', { hasText: /^\/about$/ }) });

/** The words of the text view as a person reads them (without CodeMirror's zero-width spaces). */
export const textOfEditor = (page: Page) =>
  page.locator('.cm-content').evaluate((element) => (element as HTMLElement).innerText.replace(/\u200b/g, ''));
