/**
 * The entry body is a marker in a collection's page template: the build puts the entry's own blocks in its place,
 * so it never reaches a page. It has a component only because every block type in schema/blocks/ has one in the
 * registry; should one reach a page all the same, it draws nothing rather than an empty band.
 */
import type { BlockProps } from '../src/content/model';

export function EntryBody(_props: BlockProps<'entryBody'>) {
  return null;
}
