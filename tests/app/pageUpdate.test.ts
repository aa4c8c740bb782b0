/**
 * A new version of the open page put in place (npm run dev after a save, the editor's preview at each change): only
 * the blocks, header or footer whose markup changed are replaced; everything else is the very same element, so the
 * scroll position, focus and what a person typed stay.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { showNewVersion } from '../../src/app/pageUpdate';
import { fixtureSite } from '../helpers/fixtureSite';

const site = fixtureSite();

interface Version {
  header?: string;
  blocks: string[];
  styles?: string;
}

function documentOf({ header = 'Header', blocks, styles = '.a{color:red}' }: Version): string {
  return [
    '<!doctype html><html><head><title>Page</title>',
    `<style data-emotion="css a">${styles}</style>`,
    '</head><body><div id="root">',
    `<header><a href="/">${header}</a></header>`,
    `<main id="main">${blocks.join('')}</main>`,
    '<footer>Footer</footer></div></body></html>',
  ].join('');
}

function open(version: Version) {
  const parsed = new DOMParser().parseFromString(documentOf(version), 'text/html');
  document.head.replaceChildren(...[...parsed.head.childNodes].map((node) => document.importNode(node, true)));
  document.body.replaceChildren(...[...parsed.body.childNodes].map((node) => document.importNode(node, true)));
}

function update(version: Version) {
  return showNewVersion(new DOMParser().parseFromString(documentOf(version), 'text/html'), site);
}

const blocks = () => [...document.querySelectorAll('main > section')];
const section = (source: string, words: string) =>
  `<section data-block-source="pages/a.yaml#blocks.${source}"><h2>${words}</h2></section>`;

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('a new version of the open page', () => {
  it('replaces only the block whose words changed', () => {
    open({ blocks: [section('0', 'One'), section('1', 'Two'), section('2', 'Three')] });
    const [first, second, third] = blocks();
    const header = document.querySelector('header');
    const result = update({ blocks: [section('0', 'One'), section('1', 'Two, changed'), section('2', 'Three')] });
    const after = blocks();
    expect(after.map((block) => block.textContent)).toEqual(['One', 'Two, changed', 'Three']);
    expect(after[0]).toBe(first);
    expect(after[1]).not.toBe(second);
    expect(after[2]).toBe(third);
    expect(document.querySelector('header')).toBe(header);
    expect(result.replaced).toEqual([after[1]]);
  });

  it('keeps the blocks after an added one, with their new places in the YAML', () => {
    open({ blocks: [section('0', 'One'), section('1', 'Two')] });
    const [first, second] = blocks();
    update({ blocks: [section('0', 'One'), section('1', 'New'), section('2', 'Two')] });
    const after = blocks();
    expect(after.map((block) => block.textContent)).toEqual(['One', 'New', 'Two']);
    expect(after[0]).toBe(first);
    expect(after[2]).toBe(second);
    expect(second.getAttribute('data-block-source')).toBe('pages/a.yaml#blocks.2');
  });

  it('removes a block taken out, and moves blocks put in another order', () => {
    open({ blocks: [section('0', 'One'), section('1', 'Two'), section('2', 'Three')] });
    const [first, , third] = blocks();
    update({ blocks: [section('0', 'Three'), section('1', 'One')] });
    const after = blocks();
    expect(after.map((block) => block.textContent)).toEqual(['Three', 'One']);
    expect(after[0]).toBe(third);
    expect(after[1]).toBe(first);
  });

  it('replaces the header when it changed, and the page styles when they changed', () => {
    open({ blocks: [section('0', 'One')] });
    const header = document.querySelector('header');
    update({ header: 'New name', blocks: [section('0', 'One')], styles: '.a{color:blue}' });
    expect(document.querySelector('header')).not.toBe(header);
    expect(document.querySelector('header')?.textContent).toBe('New name');
    const styles = [...document.head.querySelectorAll('style[data-emotion]')].map((style) => style.textContent);
    expect(styles).toEqual(['.a{color:blue}']);
  });

  it('hands the styles to the page that puts them elsewhere (the preview, whose policy forbids <style>)', () => {
    open({ blocks: [section('0', 'One')] });
    const put: string[][] = [];
    showNewVersion(
      new DOMParser().parseFromString(documentOf({ blocks: [section('0', 'One')], styles: '.b{}' }), 'text/html'),
      site,
      { putStyles: (rules) => put.push(rules) },
    );
    expect(put).toEqual([['.b{}']]);
  });
});
