/** The form of site.yaml, "Company details": the whole file, drawn from its schema. */
import { useId, useMemo, useRef } from 'react';
import { schemaAtPath } from '../fileEdits/editNames';
import { readValue } from '../fileEdits/textWithEdit';
import { isRecord } from '../form/fieldKinds';
import { SchemaForm } from '../form/SchemaForm';
import { siteFile } from '../PageList';
import { useSpoken } from '../spokenWords';
import { useEditor } from '../store/editorStore';
import { errorsAtPaths } from './errorPaths';
import { PanelFrame, UnreadableText, useFormEdits, usePanelForm } from './PanelFrame';

export function CompanyDetails() {
  const headingId = useId();
  const { spoken, say } = useSpoken();
  const onChange = useFormEdits(say);
  const panel = useRef<HTMLDivElement>(null);
  const { schemas, errors, site, onPickPhoto } = usePanelForm(panel);
  const text = useEditor((state) => state.file.text);
  const value = useMemo(() => readValue(text, []), [text]);
  const located = useMemo(() => schemas && schemaAtPath(schemas, siteFile, value, []), [schemas, value]);
  const formErrors = useMemo(() => errorsAtPaths(text, siteFile, errors), [text, errors]);
  return (
    <PanelFrame title="Company details" headingId={headingId} spoken={spoken}>
      <div ref={panel} className="edit-panel-body">
        <p className="edit-panel-help">Shown on every page: the name, phone, opening hours, menu and footer.</p>
        {schemas && located && isRecord(value) ? (
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
        ) : (
          <UnreadableText />
        )}
      </div>
    </PanelFrame>
  );
}
