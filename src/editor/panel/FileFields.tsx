/**
 * The form of a file's own fields, the blocks apart (and anything else `leaveOut` names): an entry's details, a
 * page's title and description. Drawn from the schema the check judges the file with, so every field the check asks
 * for is here, with the check's messages at their fields.
 */
import { useMemo } from 'react';
import type { ContentError } from '../../content/contentError';
import { schemaAtPath } from '../fileEdits/editNames';
import { readValue } from '../fileEdits/textWithEdit';
import { isRecord } from '../form/fieldKinds';
import type { FormEdit } from '../form/formEdit';
import { SchemaForm } from '../form/SchemaForm';
import { useEditor } from '../store/editorStore';
import { errorsAtPaths } from './errorPaths';
import type { usePanelForm } from './PanelFrame';

export type FileFieldsProps = Omit<ReturnType<typeof usePanelForm>, 'errors'> & {
  file: string;
  errors: ContentError[];
  onChange(edit: FormEdit): void;
};

export function FileFields({
  file,
  leaveOut,
  schemas,
  errors,
  site,
  onPickPhoto,
  onChange,
}: FileFieldsProps & { leaveOut: readonly string[] }) {
  const text = useEditor((state) => state.file.text);
  const value = useMemo(() => readValue(text, []), [text]);
  const located = useMemo(() => {
    const whole = schemas && schemaAtPath(schemas, file, value, []);
    if (!whole?.schema.properties) return undefined;
    const fields = Object.fromEntries(
      Object.entries(whole.schema.properties).filter(([name]) => !leaveOut.includes(name)),
    );
    const required = whole.schema.required?.filter((name) => !leaveOut.includes(name));
    return { ...whole, schema: { ...whole.schema, properties: fields, required } };
  }, [schemas, file, value, leaveOut]);
  const formErrors = useMemo(
    () => errorsAtPaths(text, file, errors).filter((error) => !leaveOut.includes(String(error.path[0]))),
    [text, file, errors, leaveOut],
  );
  if (!schemas || !located || !isRecord(value)) return null;
  return (
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
  );
}
