/**
 * The form of an entry's fields that every entry has (title, date, summary, picture, category, tags, when it goes
 * live), drawn from schema/entry.schema.json above the entry's blocks. The fields a collection adds of its own are
 * declared in its own file, which the editor's schemas do not hold: they are changed in the Text view.
 */
import { useId, useMemo } from 'react';
import { schemaAtPath } from '../fileEdits/editNames';
import { readValue } from '../fileEdits/textWithEdit';
import { isRecord } from '../form/fieldKinds';
import type { FormEdit } from '../form/formEdit';
import { SchemaForm } from '../form/SchemaForm';
import type { ContentError } from '../../content/contentError';
import { useEditor } from '../store/editorStore';
import { errorsAtPaths } from './errorPaths';
import type { usePanelForm } from './PanelFrame';

/**
 * The panel's heading for an entry file (collections/news/spring.yaml): its collection's word for one entry, "Post"
 * or "Project", from the list of pages; undefined for any other file.
 */
export function useEntryTitle(file: string): string | undefined {
  const collections = useEditor((state) => state.outline?.collections);
  const folder = /^collections\/([^/]+)\/[^/]+\.yaml$/.exec(file)?.[1];
  if (!folder) return undefined;
  const entryName = collections?.find((each) => each.name === folder)?.entryName ?? 'entry';
  return entryName.charAt(0).toUpperCase() + entryName.slice(1);
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
      <p className="edit-panel-help">
        Fields this collection adds of its own (such as an author or a location) are changed in the Text view.
      </p>
    </section>
  );
}
