/**
 * The form of an entry's details above its blocks: the fields every entry has (title, date, summary, picture,
 * category, tags), those its collection adds of its own (a project's location and photos, a post's author), and
 * whether it is a draft and when it goes live. It is drawn from the collection's entry schema, the one the check
 * judges the entry with (served by src/server/editor/schemaFiles.ts), so every field the check asks for is here.
 */
import { useId, useMemo } from 'react';
import { schemaFileFor } from '../../schemaPlaces/schemaAtPlace';
import { schemaAtPath } from '../fileEdits/editNames';
import { readValue } from '../fileEdits/textWithEdit';
import { isRecord } from '../form/fieldKinds';
import type { FormEdit } from '../form/formEdit';
import { SchemaForm } from '../form/SchemaForm';
import type { ContentError } from '../../content/contentError';
import { useEditor } from '../store/editorStore';
import { DeleteEntryButton } from './DeleteEntryButton';
import { errorsAtPaths } from './errorPaths';
import type { usePanelForm } from './PanelFrame';
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

export function EntryDetails({
  file,
  schemas,
  errors,
  site,
  onPickPhoto,
  onChange,
}: Omit<ReturnType<typeof usePanelForm>, 'errors'> & {
  file: string;
  errors: ContentError[];
  onChange(edit: FormEdit): void;
}) {
  const headingId = useId();
  const text = useEditor((state) => state.file.text);
  const value = useMemo(() => readValue(text, []), [text]);
  // The blocks are below, in the panel's list: the form holds the other fields.
  const located = useMemo(() => {
    const whole = schemas && schemaAtPath(schemas, file, value, []);
    if (!whole?.schema.properties) return undefined;
    const { blocks: _blocks, ...fields } = whole.schema.properties;
    return { ...whole, schema: { ...whole.schema, properties: fields } };
  }, [schemas, file, value]);
  const formErrors = useMemo(() => errorsAtPaths(text, file, errors), [text, file, errors]);
  if (!schemas || !located || !isRecord(value)) return null;
  return (
    <section className="entry-details" aria-labelledby={headingId}>
      <h3 id={headingId}>Details</h3>
      <SchemaForm
        files={schemas}
        schema={located}
        value={value}
        path={[]}
        errors={formErrors}
        onChange={onChange}
        site={site}
        onPickPhoto={onPickPhoto}
      />
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
