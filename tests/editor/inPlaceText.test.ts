// @vitest-environment happy-dom
/**
 * Words typed over the page in the preview frame (src/editor/preview/inPlaceText.ts): a double-click on a field's text
 * makes it editable there; Enter, a click elsewhere or the focus leaving tells the editor the field's new value, Escape
 * puts the words back and tells nothing; company facts shown on the page are tokens, given back as their placeholders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showNewVersion } from '../../src/app/pageUpdate';
import type { Site } from '../../src/content/model';
import { type InPlaceText, wireInPlaceText } from '../../src/editor/preview/inPlaceText';
import { factParts, fieldName } from '../../src/editor/preview/inPlaceWords';
import type { FromFrame } from '../../src/editor/preview/previewMessages';

const facts = {
  companyName: 'Summit Ridge Roofing',
  shortName: 'Summit Ridge',
  phone: '503-555-0100',
  city: 'Portland',
  address: '1200 Main St, Portland, OR 97201',
  years: '18',
};
const file = 'pages/about.yaml';

/** A page as the server's preview HTML draws it: blocks naming their places, fields naming theirs. */
const pageHtml = (intro = 'Call 503-555-0100 today.', note = 'Serving the metro since 2008') => `
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
let told: FromFrame[];
/** The places where typing began, as the frame told them. */
let began: string[];
let inPlace: InPlaceText;
let wiring: AbortController;

const field = (name: string) =>
  document.querySelector<HTMLElement>(`[data-field-source="${file}#blocks.${name}"]`) as HTMLElement;
const edited = (place: string, text: string): FromFrame => ({
  type: 'preview-text-edited',
  place: `${file}#blocks.${place}`,
  text,
});

function doubleClick(element: Element) {
  element.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, detail: 2 }));
}

function press(key: string, init: KeyboardEventInit = {}) {
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
}

/** Types `text` at the caret, over what is selected, as the browser does in an editable element. */
function type(text: string) {
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
function toEnd() {
  document.getSelection()!.collapseToEnd();
}

/** The caret at `offset` of `node`. */
function caretAt(node: Node, offset: number) {
  const range = document.createRange();
  range.setStart(node, offset);
  range.collapse(true);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

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

describe('a double-click on a field shown on the page', () => {
  it('makes its element editable, focused, outlined and named for assistive technology', () => {
    const heading = field('0.heading');
    doubleClick(heading);
    expect(inPlace.editing()).toEqual({ element: heading, place: `${file}#blocks.0.heading` });
    expect(['plaintext-only', 'true']).toContain(heading.getAttribute('contenteditable'));
    expect(document.activeElement).toBe(heading);
    expect(heading.classList.contains('preview-editing-text')).toBe(true);
    expect(heading.getAttribute('role')).toBe('textbox');
    expect(heading.getAttribute('aria-label')).toBe('Editing heading');
    expect(heading.getAttribute('aria-multiline')).toBe('false');
    const help = document.getElementById(heading.getAttribute('aria-describedby')!)!;
    expect(help.textContent).toBe('Enter keeps the words, Escape puts them back.');
    // The editor hears that typing began here (it leaves the keyboard on the page), and no words yet.
    expect(began).toEqual([`${file}#blocks.0.heading`]);
    expect(told).toEqual([]);
  });

  it('selects all its words, so that what is typed next replaces them', () => {
    const heading = field('0.heading');
    const words = heading.textContent;
    doubleClick(heading);
    expect(document.getSelection()!.toString()).toBe(words);
  });

  it('leaves alone an element showing two fields, and a field shown as several paragraphs', () => {
    doubleClick(field('1.cards.0.subtitle pages/about.yaml#blocks.1.cards.1.subtitle'));
    expect(inPlace.editing()).toBeUndefined();
    doubleClick(document.querySelectorAll(`[data-field-source="${file}#blocks.1.text"]`)[1]);
    expect(inPlace.editing()).toBeUndefined();
    expect(document.querySelector('[contenteditable]')).toBeNull();
  });

  it('is known before it comes: the frame tells a click on words that can be typed over only once no second came', () => {
    expect(inPlace.canStart(field('0.heading'))).toBe(true);
    expect(inPlace.canStart(field('1.cards.0.subtitle pages/about.yaml#blocks.1.cards.1.subtitle'))).toBe(false);
    expect(inPlace.canStart(document.querySelectorAll(`[data-field-source="${file}#blocks.1.text"]`)[1])).toBe(false);
    expect(inPlace.canStart(document.body)).toBe(false);
    expect(inPlace.editing()).toBeUndefined();
  });
});

describe('the words typed', () => {
  it('typed right after the double-click replace all the words', () => {
    const heading = field('0.heading');
    doubleClick(heading);
    type('Our Numbers');
    press('Enter');
    expect(told).toEqual([edited('0.heading', 'Our Numbers')]);
  });

  it('are told to the editor on Enter, with the place, and shown at once', () => {
    const heading = field('0.heading');
    doubleClick(heading);
    toEnd();
    type(' Today');
    press('Enter');
    expect(told).toEqual([edited('0.heading', 'At a Glance Today')]);
    expect(inPlace.editing()).toBeUndefined();
    expect(heading.outerHTML).toBe(`<h2 data-field-source="${file}#blocks.0.heading">At a Glance Today</h2>`);
  });

  it('are put back on Escape, and nothing is told', () => {
    const heading = field('0.heading');
    const before = heading.outerHTML;
    const words = heading.firstChild;
    doubleClick(heading);
    toEnd();
    type(' and more');
    press('Escape');
    expect(told).toEqual([]);
    expect(heading.outerHTML).toBe(before);
    // The element's own text node is back: an island's React root still finds the node it drew.
    expect(heading.firstChild).toBe(words);
  });

  it('are not told when they did not change', () => {
    doubleClick(field('0.heading'));
    press('Enter');
    expect(told).toEqual([]);
  });

  it('are kept when the focus leaves the element', () => {
    const heading = field('0.heading');
    doubleClick(heading);
    toEnd();
    type('!');
    heading.blur();
    expect(told).toEqual([edited('0.heading', 'At a Glance!')]);
  });

  it('stay being typed when the editor takes the focus just after the double-click (its first click led there)', async () => {
    const heading = field('0.heading');
    doubleClick(heading);
    // The focus is taken back on a timer: a fake clock runs it, and nothing else that might be due.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    heading.blur();
    vi.runOnlyPendingTimers();
    expect(document.activeElement).toBe(heading);
    expect(inPlace.editing()?.element).toBe(heading);
    expect(told).toEqual([]);
  });

  it('are kept by a press elsewhere on the page, and a click in the element leads nowhere', () => {
    const link = field('0.link.label');
    doubleClick(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(inPlace.editing()?.element).toBe(link);
    toEnd();
    type(' today');
    field('0.heading').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    expect(told).toEqual([edited('0.link.label', 'Get a quote today')]);
  });

  it('keep an icon of the element out of the words, and the icon in the element', () => {
    const badge = field('0.badges.0');
    doubleClick(badge);
    toEnd();
    type(' and bonded');
    press('Enter');
    expect(told).toEqual([edited('0.badges.0', 'Licensed & insured and bonded')]);
    expect(badge.innerHTML).toBe('<svg aria-hidden="true"></svg>Licensed &amp; insured and bonded');
  });

  it('are one line in a heading, where a pasted text of several lines becomes one', () => {
    const heading = field('0.heading');
    doubleClick(heading);
    toEnd();
    const paste = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => ' of\nthe\r\nyear' } });
    heading.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    press('Enter', { shiftKey: true });
    expect(told).toEqual([edited('0.heading', 'At a Glance of the year')]);
  });

  it('may have a line break in a paragraph, typed with Shift+Enter', () => {
    const intro = field('0.intro');
    doubleClick(intro);
    expect(intro.getAttribute('aria-multiline')).toBe('true');
    toEnd();
    press('Enter', { shiftKey: true });
    type('Open every day.');
    press('Enter');
    expect(told).toEqual([edited('0.intro', 'Call {{phone}} today.\nOpen every day.')]);
  });
  it('read a line the browser started as a <div> as a line break', () => {
    const intro = field('0.intro');
    doubleClick(intro);
    const line = document.createElement('div');
    line.textContent = 'Open every day.';
    intro.append(line);
    press('Enter');
    expect(told).toEqual([edited('0.intro', 'Call {{phone}} today.\nOpen every day.')]);
  });
});

describe('company facts in the element', () => {
  it('are tokens that cannot be typed into, named after the fact', () => {
    const intro = field('0.intro');
    doubleClick(intro);
    const token = intro.querySelector('[data-fact]') as HTMLElement;
    expect(token.outerHTML).toBe(
      '<span class="preview-fact-token" contenteditable="false" data-fact="phone" ' +
        'title="Company fact {{phone}}, written in site.yaml">503-555-0100</span>',
    );
    expect(document.getElementById('preview-in-place-help')!.textContent).toContain('Company facts stay as they are');
  });

  it('come back as their placeholders, with the words typed before and after them', () => {
    const intro = field('0.intro');
    doubleClick(intro);
    const [before] = intro.childNodes;
    caretAt(before, 'Call '.length);
    type('us at ');
    caretAt(intro, intro.childNodes.length);
    type(' Ask for Ana.');
    press('Enter');
    expect(told).toEqual([edited('0.intro', 'Call us at {{phone}} today. Ask for Ana.')]);
    expect(intro.textContent).toBe('Call us at 503-555-0100 today. Ask for Ana.');
  });

  it('go when the token is removed, the words around them as they are', () => {
    const intro = field('0.intro');
    doubleClick(intro);
    intro.querySelector('[data-fact]')!.remove();
    press('Enter');
    expect(told).toEqual([edited('0.intro', 'Call  today.')]);
  });

  it('are found whole, the longer first: an address before its city, 18 but not 180', () => {
    expect(factParts('Visit 1200 Main St, Portland, OR 97201 in Portland: 18 years, 180 roofs', facts)).toEqual([
      { text: 'Visit ' },
      { fact: 'address', value: '1200 Main St, Portland, OR 97201' },
      { text: ' in ' },
      { fact: 'city', value: 'Portland' },
      { text: ': ' },
      { fact: 'years', value: '18' },
      { text: ' years, 180 roofs' },
    ]);
    expect(factParts('Summit Ridge Roofing', facts)).toEqual([{ fact: 'companyName', value: 'Summit Ridge Roofing' }]);
  });
});

describe('a new page from the server while a field is being typed over', () => {
  const site = {} as Site;
  const newPage = (html: string) => {
    const page = document.implementation.createHTMLDocument('');
    page.body.innerHTML = html;
    return page;
  };
  function showPage(html: string) {
    const page = newPage(html);
    inPlace.carryInto(page);
    try {
      showNewVersion(page, site);
    } finally {
      inPlace.resume();
    }
  }

  it('keeps the element being edited when its block is the same', () => {
    const heading = field('0.heading');
    doubleClick(heading);
    toEnd();
    type(' Today');
    showPage(pageHtml());
    expect(field('0.heading')).toBe(heading);
    expect(inPlace.editing()?.element).toBe(heading);
    press('Enter');
    expect(told).toEqual([edited('0.heading', 'At a Glance Today')]);
  });

  it('takes up the new element, with the words typed so far, when the block changed', () => {
    const intro = field('0.intro');
    doubleClick(intro);
    toEnd();
    type(' Ask for Ana.');
    showPage(pageHtml(undefined, 'Serving the metro since 2007'));
    const now = field('0.intro');
    expect(now).not.toBe(intro);
    expect(inPlace.editing()?.element).toBe(now);
    expect(document.activeElement).toBe(now);
    expect(now.textContent).toBe('Call 503-555-0100 today. Ask for Ana.');
    expect(document.querySelector('main section p:not([data-field-source])')!.textContent).toBe(
      'Serving the metro since 2007',
    );
    type('!');
    press('Enter');
    expect(told).toEqual([edited('0.intro', 'Call {{phone}} today. Ask for Ana.!')]);
    expect(now.getAttribute('contenteditable')).toBeNull();
    expect(now.textContent).toBe('Call 503-555-0100 today. Ask for Ana.!');
  });
});

describe('the field named for a person', () => {
  it('is the last name of its place, in words', () => {
    expect(fieldName(`${file}#blocks.1.items.0.submitLabel`)).toBe('submit label');
    expect(fieldName(`${file}#blocks.2.groups.0.places.3`)).toBe('places');
  });
});
