/**
 * Renders one block the way the app does: Emotion theme from site.yaml, a wouter router on an in-memory location,
 * and whether the block opens the page. Returns Testing Library's result plus the location, so a test can check where a link went.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentProps, ComponentType, ReactElement } from 'react';
import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parse } from 'yaml';
import type { Block, BlockOfType, BlockProps, BlockType, Site } from '../../src/content/model';
import { Icon, type IconName } from '../../blocks/ui/Icon';
import { OpensPageContext } from '../../blocks/ui/pageContext';
import { projectRoot } from '../../src/content/projectFiles';

/** Reads a file of the project, for tests that compare with site.yaml or a schema. */
export function readProjectFile(file: string): string {
  return readFileSync(path.join(projectRoot, file), 'utf8');
}

/** site.yaml as the blocks receive it (placeholders in page text are not needed here). */
export const site: Site = parse(readProjectFile('site.yaml'));

/**
 * The tel: address a phone dials for a North American number as written in site.yaml: +1 and its ten digits.
 * Worked out here, apart from blocks/ui/phone.ts, so that a test of a call link states the address it expects
 * for whatever number the office has written.
 */
export function telAddressOf(written: string): string {
  const digits = written.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  throw new Error(`"${written}" is not a North American phone number`);
}

interface Options {
  /** The page address the router starts on. */
  path?: string;
  /** Render as the page's first block (its heading becomes the h1). */
  opensPage?: boolean;
}

function withProviders(ui: ReactElement, router: Omit<ComponentProps<typeof Router>, 'children'>, opensPage: boolean) {
  return (
    <ThemeProvider theme={site.theme}>
      <Router {...router}>
        <OpensPageContext.Provider value={opensPage}>{ui}</OpensPageContext.Provider>
      </Router>
    </ThemeProvider>
  );
}

export function renderWithProviders(ui: ReactElement, { path = '/', opensPage = false }: Options = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(withProviders(ui, { hook: location.hook }, opensPage));
  return { ...result, location };
}

/** The block's server HTML, parsed into a detached element: what a visitor sees before any JavaScript runs. */
export function renderBlockOnServer<T extends BlockType>(
  Component: ComponentType<BlockProps<T>>,
  block: BlockProps<T>['block'],
  { path = '/', opensPage = false }: Options = {},
): HTMLElement {
  const html = renderToString(withProviders(<Component block={block} site={site} />, { ssrPath: path }, opensPage));
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/**
 * The block's server HTML in the page, then hydrated by React as an island is: `beforeHydrating` runs on the server's
 * HTML first (a visitor typing before the script arrives). Resolves with the container once hydrated.
 */
export async function hydrateBlock<T extends BlockType>(
  Component: ComponentType<BlockProps<T>>,
  block: BlockProps<T>['block'],
  beforeHydrating: (container: HTMLElement) => void,
  { path = '/' }: Options = {},
): Promise<HTMLElement> {
  const ui = (ssrPath?: string) =>
    withProviders(<Component block={block} site={site} />, ssrPath ? { ssrPath } : { ssrPath: path }, false);
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui(path));
  document.body.appendChild(container);
  beforeHydrating(container);
  await act(async () => {
    hydrateRoot(container, ui());
  });
  return container;
}

export function renderBlock<T extends BlockType>(
  Component: ComponentType<BlockProps<T>>,
  block: BlockProps<T>['block'],
  options?: Options,
) {
  return renderWithProviders(<Component block={block} site={site} />, options);
}

/** The first block of a type on a page in pages/, as written in the YAML (placeholders left as they are). */
export function blockFromPage<T extends BlockType>(pageFile: string, type: T): BlockOfType<T> {
  const page = parse(readProjectFile(`pages/${pageFile}`)) as { blocks: Block[] };
  const block = page.blocks.find((candidate): candidate is BlockOfType<T> => candidate.type === type);
  if (!block) throw new Error(`pages/${pageFile} has no ${type} block`);
  return block;
}

/** What an icon of the UI kit draws (its paths), to tell which icon an <svg> on a page is. */
export function iconDrawing(name: IconName): string {
  const markup = renderToString(<Icon name={name} />);
  return /<svg[^>]*>(.*)<\/svg>/s.exec(markup)![1];
}
