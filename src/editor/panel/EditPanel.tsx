/**
 * The panel for editing without the YAML: for a page, its blocks in order and the selected block's form
 * (PageBlocks.tsx), for an entry of a collection its details above them (EntryDetails.tsx); for site.yaml, the form
 * of the whole file, "Company details"; for a collection's settings, a word that they are changed in the text.
 * Every change is one edit of the text through the one command of ../fileEdits/textWithEdit.ts
 * (../store/fileChanges.ts), so the text view shows it at once and Ctrl+Z takes it back; the form is drawn from the
 * schemas alone (form/SchemaForm.tsx).
 */
import { useId } from 'react';
import { siteFile } from '../PageList';
import { useSpoken } from '../spokenWords';
import { useEditor } from '../store/editorStore';
import { CompanyDetails } from './CompanyDetails';
import { PageBlocks } from './PageBlocks';
import { PanelFrame } from './PanelFrame';
import './panel.css';

export function EditPanel() {
  const file = useEditor((state) => state.file.file);
  if (!file) return null;
  if (file.path === siteFile) return <CompanyDetails />;
  return /^collections\/[^/]+\.yaml$/.test(file.path) ? <CollectionSettings /> : <PageBlocks />;
}

/** A collection's declaration: its address, own fields and entry page are rare changes, made in the text. */
function CollectionSettings() {
  const headingId = useId();
  const { spoken } = useSpoken();
  return (
    <PanelFrame title="Collection settings" headingId={headingId} spoken={spoken}>
      <div className="edit-panel-body">
        <p className="edit-panel-help">
          These settings (the entries' address, their own fields and how their page is drawn) are changed in the Text
          view. To change an entry, open it from the list of pages.
        </p>
      </div>
    </PanelFrame>
  );
}
