/**
 * The preview frame's entry (/edit/preview): the page as visitors get it, rendered by the server from the unsaved
 * text with the build's own renderer, and put in place part by part as the text changes (src/app/pageUpdate.ts), so
 * the scroll position and the islands' state stay. Links do not navigate: the frame shows one page.
 *
 * What the editor sends (previewMessages.ts): the page's HTML after each check, new words in between
 * (previewWords.ts), and the block the cursor is in, outlined (PreviewOutline.tsx). What it hears back, one message a
 * gesture: a click on the page names the place in the YAML of what was clicked, so the editor can put the cursor
 * there; a double-click on a field's words says that typing over them began on the page (inPlaceText.ts), and the
 * words typed come back as the field's new value. The frame alone tells a tap from a double-tap.
 */
import { fontFaces } from '../../../blocks/ui/fontFaces';
import { showNewVersion } from '../../app/pageUpdate';
import { type Facts, factsOf } from '../../content/placeholders';
import { BLOCK_SOURCE, FIELD_SOURCE, fileOfPlace } from '../../places/places';
import { inPlaceStyles, wireInPlaceText } from './inPlaceText';
import { mountBlockOutline, outlineStyles } from './PreviewOutline';
import type { FromFrame, Highlight, PlaceWords, ToFrame } from './previewMessages';
import { type ShownWords, showWords } from './previewWords';

const tell = (message: FromFrame) => parent.postMessage(message, location.origin);

/**
 * How long a tap on words that can be typed over waits for a second tap before it is told. Told at once, it would open
 * the form over the words (a touch screen is a narrow one) just as the second tap of a double-tap began typing over
 * them on the page. Chromium on Android makes a double-tap of two taps within 300 ms. A mouse's click is told at once,
 * so the keyboard follows it without a pause: its double-click's second click takes the keyboard back to the page
 * (inPlaceEvents.ts).
 */
const SECOND_TAP_MS = 350;
/** The tap waiting for a second one, told when none came. */
let tapWaiting: ReturnType<typeof setTimeout> | undefined;

// Style sheets built from text, in order: the fonts, the looks of the outline and of a field being typed over, then
// the page's own rules. The policy forbids <style> elements with text; constructed style sheets are no such element.
const sheetOf = (text: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
};
const ownSheets = [sheetOf(fontFaces), sheetOf(outlineStyles), sheetOf(inPlaceStyles)];
const pageSheets: { text: string; sheet: CSSStyleSheet }[] = [];
/** The server's own <style> tags (src/app/pageUpdate.ts reads the same). */
const serverStyles = 'style[data-emotion]:not([data-s])';

/** The server's <style> tags as constructed style sheets, each built again only when its rules changed. */
function putStyles(rules: string[]) {
  if (rules.length === pageSheets.length && rules.every((text, index) => pageSheets[index].text === text)) return;
  pageSheets.length = Math.min(pageSheets.length, rules.length);
  for (const [index, text] of rules.entries()) {
    const kept = pageSheets[index];
    if (!kept) pageSheets.push({ text, sheet: sheetOf(text) });
    else if (kept.text !== text) {
      kept.sheet.replaceSync(text);
      kept.text = text;
    }
  }
  document.adoptedStyleSheets = [...ownSheets, ...pageSheets.map((each) => each.sheet)];
}
document.adoptedStyleSheets = ownSheets;

// Every band drawn, on screen or not (blocks/ui/Section.tsx): a band put in place of another would otherwise stand
// at a typical height until the browser draws it, and the page would jump under the person reading it.
document.documentElement.setAttribute('data-paint-every-band', '');

const drawOutline = mountBlockOutline();
let highlight: Highlight | null = null;
/** Counts the drawings: the outline finds its block again after each. */
let drawn = 0;
/** Words put in since the server's last HTML, and what that HTML said. */
const shownWords: ShownWords = new Map();
/** The company facts of the last page, as it shows them filled in. */
let facts: Facts = {};

const inPlace = wireInPlaceText(document, {
  tell: (message) => {
    // Typing over began: the tap waiting was the double-tap's first, and is not told.
    if (message.type === 'preview-text-editing') clearTimeout(tapWaiting);
    tell(message);
  },
  facts: () => facts,
  // The element shows the words kept; the words the server's HTML had there are no longer to be put back.
  ended: (element, kept) => {
    if (kept) shownWords.delete(element);
  },
});

/** New words, but for the field being typed over in the page: its words are the person's until editing ends. */
function showWordsAroundEditing(words: PlaceWords[]) {
  const editing = inPlace.editing();
  if (!editing) {
    showWords(document, words, shownWords);
    return;
  }
  const serverWords = shownWords.get(editing.element);
  shownWords.delete(editing.element);
  showWords(
    document,
    words.filter((each) => each.place !== editing.place),
    shownWords,
  );
  if (serverWords !== undefined) shownWords.set(editing.element, serverWords);
}

/**
 * The server's document, read without its <style> elements, and their rules. Chromium checks a <style> against the
 * frame's policy (and reports it) as soon as it is in any document, even one only parsed (DOMParser); inside a
 * <template> it is inert. The rules go into constructed style sheets instead (putStyles).
 */
function readPage(html: string): { page: Document; rules: string[] } {
  const template = document.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  const styles = [...content.querySelectorAll('style')];
  const rules = styles.filter((style) => style.matches(serverStyles)).map((style) => style.textContent ?? '');
  for (const style of styles) style.remove();
  const title = content.querySelector('title');
  const page = document.implementation.createHTMLDocument(title?.textContent ?? '');
  title?.remove();
  page.body.append(content);
  return { page, rules };
}

function afterDrawing() {
  drawn++;
  drawOutline(highlight, drawn);
}

addEventListener('message', (event: MessageEvent<ToFrame>) => {
  if (event.origin !== location.origin || event.source !== parent) return;
  const message = event.data;
  if (message?.type === 'preview') {
    const { page, rules } = readPage(message.preview.html);
    const anotherPage = fileShown(page) !== fileShown(document);
    shownWords.clear();
    facts = factsOf(message.preview.site.company);
    // A field being typed over goes on through the new page (its block kept, or its new element taken up).
    inPlace.carryInto(page);
    try {
      // The rules read from the template: the page handed over has no <style> left in its head.
      showNewVersion(page, message.preview.site, { putStyles: () => putStyles(rules) });
    } finally {
      inPlace.resume();
    }
    // Another page opened in the editor starts at its top, as a visitor's would; the same page keeps its place.
    if (anotherPage) scrollTo(0, 0);
    afterDrawing();
  } else if (message?.type === 'preview-words') {
    showWordsAroundEditing(message.words);
    afterDrawing();
  } else if (message?.type === 'preview-highlight') {
    highlight = message.highlight;
    drawOutline(highlight, drawn);
  }
});

/** The file whose blocks the page shows (the part before `#` of their places). */
function fileShown(page: Document): string | undefined {
  const place = page.querySelector(`[${BLOCK_SOURCE}]`)?.getAttribute(BLOCK_SOURCE);
  return place ? fileOfPlace(place) : undefined;
}

/** What a click lands on names its place: a field the page shows, or else the block it is in. */
function placeOf(target: Element): string | undefined {
  const field = target.closest(`[${FIELD_SOURCE}]`)?.getAttribute(FIELD_SOURCE);
  if (field) return field.split(' ')[0];
  return target.closest(`[${BLOCK_SOURCE}]`)?.getAttribute(BLOCK_SOURCE) ?? undefined;
}

/**
 * Whether a press on `target` leads to the text. A control of the page (a carousel's arrows, a question that opens
 * its answer, a form's field) works as it does for a visitor instead, and keeps the focus.
 */
function leadsToText(target: Element): boolean {
  return !target.closest('button, summary, label, input, textarea, select, [role="button"], [role="tab"]');
}

const targetOf = (event: Event) => (event.target instanceof Element ? event.target : null);
/** Whether `target` is in the field being typed over: a press there places the caret, as in any text. */
const inEditedField = (target: Element) => Boolean(inPlace.editing()?.element.contains(target));

// A press that leads to the text moves no focus in the page: focusing the page's <main> (the skip link's target)
// scrolled the page in Chromium.
document.addEventListener(
  'mousedown',
  (event) => {
    const target = targetOf(event);
    if (target && !inEditedField(target) && leadsToText(target) && placeOf(target)) event.preventDefault();
  },
  { capture: true },
);

// In the capture phase, before the islands' own handlers: a link in an island must not navigate either.
document.addEventListener(
  'click',
  (event) => {
    const target = targetOf(event);
    if (!target) return;
    // Links show where they lead but do not leave the preview.
    if (target.closest('a')) event.preventDefault();
    // The second click of a double-click starts typing over the field (inPlaceText.ts).
    if (event.detail > 1 || inEditedField(target)) return;
    const place = leadsToText(target) ? placeOf(target) : undefined;
    if (!place) return;
    clearTimeout(tapWaiting);
    const select = () => tell({ type: 'preview-select', place });
    const tapped = (event as PointerEvent).pointerType === 'touch';
    if (tapped && inPlace.canStart(target)) tapWaiting = setTimeout(select, SECOND_TAP_MS);
    else select();
  },
  { capture: true },
);

tell({ type: 'preview-ready' });
