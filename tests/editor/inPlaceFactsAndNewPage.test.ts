// @vitest-environment happy-dom
/**
 * Words typed over the page in the preview frame (src/editor/preview/inPlaceText.ts), with what is around them:
 * company facts shown on the page are tokens, given back as their placeholders; a new page from the server while a
 * field is being typed over keeps the words typed so far; and the field is named for a person by its place.
 */
import { describe, expect, it } from 'vitest';
import { showNewVersion } from '../../src/app/pageUpdate';
import type { Site } from '../../src/content/model';
import { factParts, fieldName } from '../../src/editor/preview/inPlaceWords';
import {
  caretAt,
  doubleClick,
  edited,
  facts,
  field,
  file,
  inPlace,
  pageHtml,
  press,
  told,
  toEnd,
  type,
  wirePageForEachTest,
} from './inPlaceTextPage';

wirePageForEachTest();

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
