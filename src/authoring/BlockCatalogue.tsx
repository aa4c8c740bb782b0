/**
 * The block catalogue page (/_blocks, development server only): every block type drawn with its example from the
 * schema, the company facts filled in as on the site, followed by its fields and the YAML to copy.
 *
 * Blocks come through the registry's loaders and render inside Suspense, as on the site. Links inside the
 * examples go nowhere (an in-memory router): the catalogue is for looking, not for browsing.
 */
import { ThemeProvider, type Theme } from '@emotion/react';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blockRegistry } from '../../blocks/registry';
import { GlobalStyles } from '../../blocks/ui/GlobalStyles';
import { OpensPageContext } from '../../blocks/ui/pageContext';
import { ErrorBoundary } from '../app/ErrorBoundary';
import type { Block, BlockProps, BlockType, Site } from '../content/model';
import { factsOf, fillPlaceholders } from '../content/placeholders';
import type { CatalogueEntry } from './blockCatalogue';

type AnyBlock = ComponentType<BlockProps<BlockType>>;

/** One lazy component per type, made once, so a re-render never remounts a block. */
const lazyBlocks = new Map<string, AnyBlock>();
function blockFor(type: BlockType): AnyBlock {
  let component = lazyBlocks.get(type);
  if (!component) {
    const load = blockRegistry[type] as () => Promise<AnyBlock>;
    component = lazy(() => load().then((loaded) => ({ default: loaded })));
    lazyBlocks.set(type, component);
  }
  return component;
}

const frame = (theme: Theme) => ({ maxWidth: theme.maxWidth, margin: '0 auto', padding: '0 24px' });

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      css={(theme: Theme) => ({
        font: 'inherit',
        padding: '6px 12px',
        borderRadius: 6,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        cursor: 'pointer',
      })}
    >
      {copied ? 'Copied' : 'Copy YAML'}
    </button>
  );
}

function BlockEntry({ entry, site }: { entry: CatalogueEntry; site: Site }) {
  const Component = blockFor(entry.type as BlockType);
  const block = useMemo(
    () => fillPlaceholders(entry.example, factsOf(site.company)).value as unknown as Block,
    [entry, site],
  );
  return (
    <article
      id={entry.type}
      aria-labelledby={`${entry.type}-title`}
      css={(theme: Theme) => ({ borderTop: `4px solid ${theme.colors.navy}`, paddingBottom: 48 })}
    >
      <header css={(theme: Theme) => ({ ...frame(theme), padding: '32px 24px 16px' })}>
        <h2 id={`${entry.type}-title`} css={{ margin: 0 }}>
          {entry.title} <code>{entry.type}</code>
        </h2>
        <p css={{ margin: '8px 0 0' }}>{entry.description}</p>
      </header>
      <section aria-label={`${entry.title}, drawn from its example`} data-example={entry.type}>
        <ErrorBoundary resetKey={entry.type}>
          <OpensPageContext.Provider value={false}>
            <Suspense fallback={<p css={frame}>Loading…</p>}>
              <Component block={block as BlockProps<BlockType>['block']} site={site} />
            </Suspense>
          </OpensPageContext.Provider>
        </ErrorBoundary>
      </section>
      <div css={(theme: Theme) => ({ ...frame(theme), display: 'grid', gap: 24, marginTop: 24 })}>
        <table
          css={(theme: Theme) => ({
            borderCollapse: 'collapse',
            fontSize: '0.875rem',
            'th, td': {
              textAlign: 'left',
              verticalAlign: 'top',
              padding: '6px 8px',
              borderBottom: `1px solid ${theme.colors.border}`,
            },
          })}
        >
          <caption css={{ textAlign: 'left', fontWeight: 700, padding: '0 0 8px' }}>Fields of {entry.type}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Required</th>
              <th scope="col">What to write</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {entry.fields.map((field) => (
              <tr key={field.path}>
                <th scope="row">
                  <code>{field.path}</code>
                </th>
                <td>{field.required ? 'yes' : ''}</td>
                <td>{field.accepts}</td>
                <td>
                  <strong>{field.title}</strong>
                  {field.description && `: ${field.description}`}
                  {field.default !== undefined && ` Left out: ${String(field.default)}.`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
            <strong>YAML to copy under blocks:</strong>
            <CopyButton text={entry.yaml} />
          </div>
          <pre
            css={(theme: Theme) => ({
              background: theme.colors.surfaceAlt,
              padding: 16,
              borderRadius: 8,
              overflowX: 'auto',
            })}
          >
            <code data-yaml={entry.type}>{entry.yaml}</code>
          </pre>
        </div>
      </div>
    </article>
  );
}

export function BlockCatalogue({ entries, site }: { entries: CatalogueEntry[]; site: Site }) {
  const location = useMemo(() => memoryLocation({ path: '/_blocks' }), []);
  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyles />
      <Router hook={location.hook}>
        <main id="main">
          <div css={(theme: Theme) => ({ ...frame(theme), padding: '48px 24px 32px' })}>
            <h1 css={{ margin: 0 }}>Blocks</h1>
            <p>
              Every kind of section a page can have, drawn from the example in its schema, with its fields and the YAML
              to copy under <code>blocks:</code> in a page. The same guide is in docs/blocks.md. This page exists only
              while <code>npm run dev</code> runs.
            </p>
            <nav aria-label="Block types">
              <ul css={{ columns: '14em', margin: 0, paddingLeft: 20 }}>
                {entries.map((entry) => (
                  <li key={entry.type}>
                    <a href={`#${entry.type}`}>{entry.title}</a> <code>{entry.type}</code>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {entries.map((entry) => (
            <BlockEntry key={entry.type} entry={entry} site={site} />
          ))}
        </main>
      </Router>
    </ThemeProvider>
  );
}
