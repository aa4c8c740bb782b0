// @vitest-environment happy-dom
/**
 * Editing without the YAML: a block chosen on the page (a preview-select from the frame) shows its form in the panel,
 * under the block's name; a field changed in the form, or words typed over it on the page, change that one line of
 * the text, each a step of undo; Move up, Duplicate, Delete (with its Undo) and Add block from the palette write the
 * expected text through applyEdit; site.yaml shows "Company details". The whole editor in happy-dom on the minimal
 * fixture site, the server's answers stubbed.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { EditorApp } from '../../src/editor/EditorApp';
import type { FromFrame } from '../../src/editor/preview/previewMessages';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { projectRoot } from './helpers';

const fixture = path.join(projectRoot, 'tests/fixtures/minimal-site');
const aboutText = readFileSync(path.join(fixture, 'pages/about.yaml'), 'utf8');
const siteText = readFileSync(path.join(fixture, 'site.yaml'), 'utf8');
const files: Record<string, string> = { 'pages/about.yaml': aboutText, 'site.yaml': siteText };
const schemas = schemaFilesForHelp();

/** The texts the editor sent to the checker, last one last: each change made in the panel reaches it. */
let checked: string[] = [];

beforeEach(() => {
  checked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [route, query = ''] = url.split('?');
      const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (route === '/edit/api/session')
        return answer({ name: 'maria', role: 'owner' as const, signIn: true, publishing: false });
      if (route === '/edit/api/pages')
        return answer({
          menu: [{ file: 'pages/about.yaml', route: '/about', title: 'About' }],
          others: [{ file: 'pages/home.yaml', route: '/', title: 'Home' }],
          menuGroups: [],
        });
      if (route === '/edit/api/schema') return answer({ files: schemas });
      if (route === '/edit/api/file') {
        const name = new URLSearchParams(query).get('path') ?? '';
        return answer({ path: name, text: files[name] });
      }
      if (route === '/edit/api/photos')
        return new Response(JSON.stringify({ src: '/images/uploads/cedar-roof.jpg', width: 640, height: 480 }), {
          status: 201,
        });
      if (route === '/edit/api/check') {
        checked.push(JSON.parse(String(init?.body)).text);
        return answer({ errors: [] });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openFile(name: RegExp) {
  render(createElement(EditorApp));
  fireEvent.click(await screen.findByRole('button', { name }));
  await expect.poll(() => document.querySelector('.cm-editor'), { timeout: 5000 }).not.toBeNull();
  // The panel's code comes with the first open file, as the text view's does.
  await screen.findByRole('region', { name: /^(Blocks of this page|Company details)$/ }, { timeout: 5000 });
}

/** The YAML in the text view, as CodeMirror holds it: the open file's text, which every change goes through. */
const textShown = () =>
  EditorView.findFromDOM(document.querySelector<HTMLElement>('.cm-editor')!)!.state.doc.toString();

/** The text once the change just made has reached the text view and the checker. */
async function textNow(): Promise<string> {
  await expect.poll(() => checked.at(-1), { timeout: 3000 }).toBe(textShown());
  return textShown();
}

/** A message from the preview frame, as the frame posts it. */
function fromFrame(message: FromFrame) {
  const frame = document.querySelector('iframe');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: location.origin, source: frame?.contentWindow ?? null }),
    );
  });
}

const panel = () => screen.getByRole('region', { name: 'Blocks of this page' });

/** The lines that differ between two texts of the same length in lines. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now).toHaveLength(old.length);
  return now.filter((line, index) => line !== old[index]);
}

const pressUndo = (target: Element) =>
  act(() => {
    fireEvent.keyDown(target, { key: 'z', keyCode: 90, ctrlKey: true });
  });

describe('a block chosen on the page', () => {
  it('shows its form in the panel under the block’s name, the field clicked focused', async () => {
    await openFile(/About/);
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.1' });
    const form = await within(panel()).findByRole('region', { name: /Key figures/ });
    expect(within(form).getByRole('heading', { level: 3 }).textContent).toContain('Key figures');
    expect(within(form).getByRole('button', { name: 'Move up' })).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: /Key figures/, current: true })).toBeTruthy();

    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.0.heading' });
    const heading = await within(panel()).findByLabelText('Headline (required)');
    expect((heading as HTMLInputElement).value).toBe('About Us');
    await expect.poll(() => document.activeElement).toBe(heading);

    // A field of a list's item, closed in the form: the item opens, and the field itself takes the focus.
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.1.items.1.label' });
    await expect.poll(() => (document.activeElement as HTMLInputElement | null)?.value).toBe('Emergency Service');
    const item = document.activeElement!.closest('li')!;
    expect(within(item).getByRole('button', { name: /^Figure 2/, expanded: true })).toBeTruthy();
  });

  it('changes exactly the line of a field changed in the form, and Ctrl+Z puts it back', async () => {
    await openFile(/About/);
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.0.heading' });
    const heading = await within(panel()).findByLabelText('Headline (required)');
    act(() => {
      fireEvent.change(heading, { target: { value: 'About the team' } });
    });
    const changed = await textNow();
    expect(changedLines(aboutText, changed)).toEqual(['    heading: About the team']);
    await expect.poll(textShown).toContain('heading: About the team');

    pressUndo(heading.closest('section')!);
    await expect.poll(textShown).toContain('heading: About Us');
    expect(await textNow()).toBe(aboutText);
  });

  it('takes words typed over a field on the page itself, one step of undo', async () => {
    await openFile(/About/);
    fromFrame({ type: 'preview-text-edited', place: 'pages/about.yaml#blocks.2.heading', text: 'Ring {{phone}} now' });
    // The code that writes into the text comes with the panel, loaded when the file opened.
    await expect.poll(textShown).toContain('heading: Ring {{phone}} now');
    const changed = await textNow();
    expect(changedLines(aboutText, changed)).toEqual(['    heading: Ring {{phone}} now']);
    pressUndo(document.body);
    await expect.poll(textShown).toContain('heading: Call {{phone}} today');
  });
});

describe('a picture of the form', () => {
  it('takes a new photo from Choose photo, with its description, and focuses the description', async () => {
    await openFile(/About/);
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.0' });
    const form = await within(panel()).findByRole('region', { name: /Hero banner/ });
    act(() => {
      fireEvent.click(within(form).getAllByRole('button', { name: /^Choose photo/ })[0]);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a photo' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cedar.jpg', { type: 'image/jpeg' });
    (within(dialog).getByLabelText(/^Photo/) as HTMLInputElement).files = [photo] as unknown as FileList;
    fireEvent.change(within(dialog).getByLabelText('What the photo shows'), { target: { value: 'A cedar roof' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo' }));
    });
    await expect.poll(textShown).toContain('alt: A cedar roof');
    const changed = await textNow();
    expect(changedLines(aboutText, changed)).toEqual([
      '      - src: /images/uploads/cedar-roof.jpg',
      '        alt: A cedar roof',
    ]);
    await expect
      .poll(() => document.activeElement?.closest('[data-form-path]')?.getAttribute('data-form-path'))
      .toBe('blocks.0.images.0.alt');
  });
});

describe('blocks as a whole', () => {
  const blocksOf = (text: string) => (parse(text) as { blocks: { type: string }[] }).blocks;

  it('moves a block up, duplicates it, and deletes it with an Undo that brings it back', async () => {
    await openFile(/About/);
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.2' });
    const form = await within(panel()).findByRole('region', { name: /Call to action/ });
    // A click beside the block's fields puts the focus on the block's name first, as it would for a person.
    await expect.poll(() => document.activeElement?.textContent).toMatch(/^Call to action/);
    const moveUp = within(form).getByRole('button', { name: 'Move up' });
    moveUp.focus();
    act(() => {
      fireEvent.click(moveUp);
    });
    expect(blocksOf(await textNow()).map((block) => block.type)).toEqual(['hero', 'callToAction', 'stats']);
    expect(document.activeElement).toBe(moveUp);
    expect(panel().textContent).toContain('Call to action moved up: block 2 of 3.');

    act(() => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Duplicate' }));
    });
    const duplicated = await textNow();
    expect(blocksOf(duplicated).map((block) => block.type)).toEqual(['hero', 'callToAction', 'callToAction', 'stats']);

    act(() => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Delete' }));
    });
    expect(blocksOf(await textNow()).map((block) => block.type)).toEqual(['hero', 'callToAction', 'stats']);
    // The focus is on the block now in the deleted one's place.
    expect(document.activeElement?.textContent).toContain('Key figures');
    const notice = within(panel()).getByText('Call to action deleted.').parentElement!;
    act(() => {
      fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    });
    await expect.poll(textShown).toBe(duplicated);
    expect(within(panel()).queryByText('Call to action deleted.')).toBeNull();
    // The focus goes to the block brought back, not to the page with the notice.
    expect(document.activeElement?.textContent).toContain('Call to action');
  });

  it('adds a block from the palette after the selected one, complete, and selects it', async () => {
    await openFile(/About/);
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.0' });
    await within(panel()).findByRole('region', { name: /Hero banner/ });
    act(() => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Add block' }));
    });
    const palette = await screen.findByRole('dialog', { name: 'Add a block' });
    expect(within(palette).getAllByRole('button').length).toBeGreaterThan(20);
    expect(palette.querySelectorAll('svg.block-sketch').length).toBeGreaterThan(20);
    act(() => {
      fireEvent.click(within(palette).getByRole('button', { name: 'Questions and answers' }));
    });
    const added = await textNow();
    const blocks = blocksOf(added) as { type: string; items?: { question: string; answer: string }[] }[];
    expect(blocks.map((block) => block.type)).toEqual(['hero', 'faq', 'stats', 'callToAction']);
    expect(blocks[1].items?.[0].question).toBeTruthy();
    expect(blocks[1].items?.[0].answer).toBeTruthy();
    // The rest of the text is as it was: the new block's lines only were added.
    expect(
      added
        .split('\n')
        .filter((line) => !aboutText.split('\n').includes(line))
        .join('\n'),
    ).toMatch(/^ {2}- type: faq/);
    const form = await within(panel()).findByRole('region', { name: /Questions and answers/ });
    await expect.poll(() => document.activeElement).toBe(within(form).getByRole('heading', { level: 3 }));
  });

  it('adds a block at another place chosen in the palette: before the selected one, or at the top', async () => {
    await openFile(/About/);
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.1' });
    await within(panel()).findByRole('region', { name: /Key figures/ });
    const addAt = async (place: RegExp, kind: string) => {
      act(() => {
        fireEvent.click(within(panel()).getByRole('button', { name: 'Add block' }));
      });
      const palette = await screen.findByRole('dialog', { name: 'Add a block' });
      const places = within(palette).getByRole('group', { name: 'Where it goes' });
      // After the selected block unless told otherwise.
      expect((within(places).getByRole('radio', { name: /^After Key figures/ }) as HTMLInputElement).checked).toBe(
        true,
      );
      act(() => {
        fireEvent.click(within(places).getByRole('radio', { name: place }));
      });
      act(() => {
        fireEvent.click(within(palette).getByRole('button', { name: kind }));
      });
      return blocksOf(await textNow()).map((block) => (block as { type: string }).type);
    };
    expect(await addAt(/^Before Key figures/, 'Questions and answers')).toEqual([
      'hero',
      'faq',
      'stats',
      'callToAction',
    ]);
    fromFrame({ type: 'preview-select', place: 'pages/about.yaml#blocks.2' });
    await within(panel()).findByRole('region', { name: /Key figures/ });
    expect(await addAt(/^At the top/, 'Call to action')).toEqual([
      'callToAction',
      'hero',
      'faq',
      'stats',
      'callToAction',
    ]);
  });
});

describe('the page’s details', () => {
  it('are a closed "Page details" above the blocks that opens to the title and description, and changes one line', async () => {
    await openFile(/About/);
    const toggle = within(panel()).getByRole('button', { name: /^Page details/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const description = within(panel()).getByLabelText('Search description (required)') as HTMLTextAreaElement;
    expect(description.value).toBe('About the company.');
    // The address is moved with its own action, never typed here; the blocks have their own list.
    expect(within(panel()).queryByLabelText(/^Address/)).toBeNull();
    act(() => {
      fireEvent.change(description, { target: { value: 'Who we are and how we work.' } });
    });
    expect(changedLines(aboutText, await textNow())).toEqual(['description: Who we are and how we work.']);
  });
});

describe('site.yaml', () => {
  it('shows the whole site’s form as "Company details"', async () => {
    await openFile(/Company details/);
    const details = await screen.findByRole('region', { name: 'Company details' });
    expect(within(details).getAllByRole('textbox').length).toBeGreaterThan(5);
    expect(within(details).getByRole('group', { name: /Company facts/ })).toBeTruthy();
  });
});
