/**
 * What the tests of words typed over the page in the preview frame share: the company's facts, a page as the server's
 * preview HTML draws it, drawn afresh and wired for typing in place before each test; what the frame tells the editor;
 * and a double-click, a key, typing and the caret as the browser gives them. What the frame told is read by the tests
 * as it is at the moment, since each test starts a new list. Not a test file itself.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { type InPlaceText, wireInPlaceText } from '../../src/editor/preview/inPlaceText';
import type { FromFrame } from '../../src/editor/preview/previewMessages';

export const facts = {
  companyName: 'Summit Ridge Roofing',
  shortName: 'Summit Ridge',
  phone: '503-555-0100',
  city: 'Portland',
  address: '1200 Main St, Portland, OR 97201',
  years: '18',
};
export const file = 'pages/about.yaml';

/** A page as the server's preview HTML draws it: blocks naming their places, fields naming theirs. */
export const pageHtml = (intro = 'Call 503-555-0100 today.', note = 'Serving the metro since 2008') => `
<div id="root"><main>
  <section data-block-source="${file}#blocks.0">
    <h2 data-field-source="${file}#blocks.0.heading">At a Glance</h2>
    <p data-field-source="${file}#blocks.0.intro">${intro}</p>
    <p>${note}</p>
    <a href="/contact" data-field-source="${file}#blocks.0.link.label">Get a quote</a>
    <li data-field-source="${file}#blocks.0.badges.0"><svg aria-hidden="true"></svg>Licensed &amp; insured</li>
  </section>
  <section data-block-source="${file}#blocks.1">
    <p data-field-source="${file}#blocks.1.cards.0.subtitle ${file}#blocks.1.cards.1.subtitle">Same words</p>
    <p data-field-source="${file}#blocks.1.text">First line</p>
    <p data-field-source="${file}#blocks.1.text">Second line</p>
  </section>
</main></div>`;

/** The words the frame told the editor of (its other messages apart). */
export let told: FromFrame[];
/** The places where typing began, as the frame told them. */
export let began: string[];
export let inPlace: InPlaceText;
let wiring: AbortController;

export const field = (name: string) =>
  document.querySelector<HTMLElement>(`[data-field-source="${file}#blocks.${name}"]`) as HTMLElement;
export const edited = (place: string, text: string): FromFrame => ({
  type: 'preview-text-edited',
  place: `${file}#blocks.${place}`,
  text,
});

export function doubleClick(element: Element) {
  element.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, detail: 2 }));
}

export function press(key: string, init: KeyboardEventInit = {}) {
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
}

/** Types `text` at the caret, over what is selected, as the browser does in an editable element. */
export function type(text: string) {
  const selection = document.getSelection()!;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const container = range.startContainer;
  if (container.nodeType === Node.TEXT_NODE) {
    const node = container as Text;
    const at = range.startOffset;
    node.insertData(at, text);
    range.setStart(node, at + text.length);
  } else {
    const node = document.createTextNode(text);
    range.insertNode(node);
    range.setStartAfter(node);
  }
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
  document.activeElement?.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }),
  );
}

/** The caret after the last word, as the End key puts it (a double-click selects all the words). */
export function toEnd() {
  document.getSelection()!.collapseToEnd();
}

/** The caret at `offset` of `node`. */
export function caretAt(node: Node, offset: number) {
  const range = document.createRange();
  range.setStart(node, offset);
  range.collapse(true);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

/** The page drawn and wired for typing in place before each test of the file that calls this, and undone after it. */
export function wirePageForEachTest() {
  beforeEach(() => {
    document.body.innerHTML = pageHtml();
    told = [];
    began = [];
    wiring = new AbortController();
    inPlace = wireInPlaceText(document, {
      tell: (message) => (message.type === 'preview-text-editing' ? began.push(message.place) : told.push(message)),
      facts: () => facts,
      signal: wiring.signal,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    wiring.abort();
    document.body.innerHTML = '';
  });
}
