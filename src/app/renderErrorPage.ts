/**
 * Development only: the page served while a page cannot be rendered (a content mistake, an error in a block). It
 * shows the error in Vite's overlay, as a saved mistake does on an open page, and loads the page again once the
 * content is saved without mistakes (src/vite/pageRenderPlugin.ts).
 */
import { contentUpdateEvent } from '../content/contentUpdate';

type ErrorOverlay = new (error: unknown) => HTMLElement;

/** Vite's own client, which draws the overlay: served by the development server, so not a module to bundle. */
const viteClient = '/@vite/client';

const report = document.getElementById('render-error')?.textContent;
if (report) {
  void import(/* @vite-ignore */ viteClient).then(({ ErrorOverlay }: { ErrorOverlay: ErrorOverlay }) =>
    document.body.append(new ErrorOverlay(JSON.parse(report))),
  );
}
import.meta.hot?.on(contentUpdateEvent, () => window.location.reload());
