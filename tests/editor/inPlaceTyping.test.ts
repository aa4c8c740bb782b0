// @vitest-environment happy-dom
/**
 * Words typed over the page in the preview frame (src/editor/preview/inPlaceText.ts): a double-click on a field's text
 * makes it editable there, all its words selected, and only where one field is one element; Enter, a click elsewhere
 * or the focus leaving tells the editor the field's new value, Escape puts the words back and tells nothing; an icon
 * stays out of the words, a heading is one line, a paragraph may have several.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  began,
  doubleClick,
  edited,
  field,
  file,
  inPlace,
  press,
  told,
  toEnd,
  type,
  wirePageForEachTest,
} from './inPlaceTextPage';

wirePageForEachTest();

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
