/**
 * The editor's list of what can be changed: the company details (site.yaml), then the pages in the order and the
 * groups of the site's menu, then the pages the menu does not lead to, then each collection (Projects, News) with
 * its entries newest first, marked when one is not on the site yet.
 */
import type { ReactNode } from 'react';
import type { OutlineCollection, OutlineEntry } from '../editorApi/siteOutline';
import type { Outline, OutlinePage } from './api';
import './pageList.css';

export const siteFile = 'site.yaml';

export function PageList({
  outline,
  openFile,
  drafts,
  onOpen,
  onNewPage,
  onNewEntry,
}: {
  outline: Outline | undefined;
  /** The file open in the editor, marked as the current one. */
  openFile: string | undefined;
  /** Files with an unsaved draft in this browser. */
  drafts: ReadonlySet<string>;
  onOpen(file: string, title: string): void;
  onNewPage(): void;
  /** "New post" in a collection's group: asks for a new entry of the collection named. */
  onNewEntry?(collection: string): void;
}) {
  const pageItem = (page: OutlinePage & Pick<OutlineEntry, 'notLiveYet'>) => (
    <li key={page.file} className={page.depth ? 'page-below' : undefined}>
      <button
        type="button"
        className="page-link"
        aria-current={openFile === page.file ? 'page' : undefined}
        onClick={() => onOpen(page.file, page.title)}
      >
        <span className="page-title">
          {page.title}
          {drafts.has(page.file) ? <span className="draft-mark"> · unsaved</span> : null}
        </span>
        <span className="page-route">{page.route === '*' ? 'any unknown address' : (page.route ?? page.file)}</span>
        {page.notLiveYet ? <span className="entry-state">{page.notLiveYet}</span> : null}
      </button>
    </li>
  );

  return (
    <nav className="page-list" aria-label="Pages of the site" tabIndex={-1}>
      <div className="page-list-actions">
        <button type="button" className="button" onClick={onNewPage}>
          New page
        </button>
      </div>
      <h2 className="page-list-heading">Company details</h2>
      <ul>
        <li>
          <button
            type="button"
            className="page-link"
            aria-current={openFile === siteFile ? 'page' : undefined}
            onClick={() => onOpen(siteFile, 'Company details')}
          >
            <span className="page-title">
              Company details{drafts.has(siteFile) ? <span className="draft-mark"> · unsaved</span> : null}
            </span>
            <span className="page-route">site.yaml: name, phone, menu, footer</span>
          </button>
        </li>
      </ul>
      {outline?.menu.length ? (
        <section>
          <h2 className="page-list-heading">Menu</h2>
          <ul>
            {outline.menu.map((entry) =>
              'pages' in entry ? (
                <li key={`group:${entry.label}`}>
                  <h3 className="page-group-heading">{entry.label}</h3>
                  <ul aria-label={entry.label}>{entry.pages.map(pageItem)}</ul>
                </li>
              ) : (
                pageItem(entry)
              ),
            )}
          </ul>
        </section>
      ) : null}
      {outline?.others.length ? (
        <section>
          <h2 className="page-list-heading">Other pages</h2>
          <ul>{outline.others.map(pageItem)}</ul>
        </section>
      ) : null}
      {outline?.collections?.map((collection) => (
        <CollectionGroup key={collection.name} collection={collection} item={pageItem} onNewEntry={onNewEntry} />
      ))}
    </nav>
  );
}

/** One collection: its title with its count as a heading, what the collection is (its declaration), its entries. */
function CollectionGroup({
  collection,
  item,
  onNewEntry,
}: {
  collection: OutlineCollection;
  onNewEntry?(collection: string): void;
  item(page: OutlinePage & Pick<OutlineEntry, 'notLiveYet'>): ReactNode;
}) {
  const heading = `${collection.title} (${collection.entries.length})`;
  return (
    <section aria-label={collection.title}>
      <h2 className="page-list-heading">{heading}</h2>
      {onNewEntry ? (
        <div className="page-list-actions">
          <button type="button" className="button" onClick={() => onNewEntry(collection.name)}>
            New {collection.entryName}
          </button>
        </div>
      ) : null}
      <ul aria-label={heading}>
        {collection.entries.map(item)}
        {item({
          file: collection.file,
          title: 'Collection settings',
          route: `${collection.file}: address, fields, page`,
        })}
      </ul>
    </section>
  );
}
