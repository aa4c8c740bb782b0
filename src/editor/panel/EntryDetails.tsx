/**
 * The form of an entry's details above its blocks: the fields every entry has (title, date, summary, picture,
 * category, tags), those its collection adds of its own (a project's location and photos, a post's author), and
 * whether it is a draft and when it goes live. It is drawn from the collection's entry schema, the one the check
 * judges the entry with (served by src/server/editor/schemaFiles.ts), so every field the check asks for is here.
 */
import { useId } from 'react';
import { schemaFileFor } from '../../schemaPlaces/schemaAtPlace';
import { useEditor } from '../store/editorStore';
import { DeleteEntryButton } from './DeleteEntryButton';
import { FileFields, type FileFieldsProps } from './FileFields';
import { capitalized } from '../../editorApi/words';

/**
 * The panel's heading for an entry file (collections/news/spring.yaml): its collection's word for one entry, "Post"
 * or "Project", from the list of pages; undefined for any other file.
 */
export function useEntryTitle(file: string): string | undefined {
  const collections = useEditor((state) => state.outline?.collections);
  const folder = /^collections\/([^/]+)\/[^/]+\.yaml$/.exec(file)?.[1];
  if (!folder) return undefined;
  const entryName = collections?.find((each) => each.name === folder)?.entryName ?? 'entry';
  return capitalized(entryName);
}

/** An entry's fields but its blocks (the panel's list below holds those). */
const entryLeavesOut = ['blocks'] as const;

export function EntryDetails(props: FileFieldsProps) {
  const headingId = useId();
  const { file, schemas } = props;
  if (!schemas) return null;
  return (
    <section className="entry-details" aria-labelledby={headingId}>
      <h3 id={headingId}>Details</h3>
      <FileFields {...props} leaveOut={entryLeavesOut} />
      {schemaFileFor(file, schemas) === 'entry.schema.json' ? (
        // A collection declared after the editor opened: its schema comes with the next sign-in or reload.
        <p className="edit-panel-help">
          This collection is new since the editor opened: reload the page to see its own fields here.
        </p>
      ) : null}
      <DeleteEntryButton file={file} />
    </section>
  );
}
