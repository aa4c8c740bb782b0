/**
 * The panel for editing without the YAML: for a page, its blocks in order and the selected block's form
 * (PageBlocks.tsx); for site.yaml, the form of the whole file, "Company details". Every change is one edit of the
 * text through the one command of ../fileEdits/textWithEdit.ts (../store/fileChanges.ts), so the text view shows it
 * at once and Ctrl+Z takes it back; the form is drawn from the schemas alone (form/SchemaForm.tsx).
 */
import { siteFile } from '../PageList';
import { useEditor } from '../store/editorStore';
import { CompanyDetails } from './CompanyDetails';
import { PageBlocks } from './PageBlocks';
import './panel.css';

export function EditPanel() {
  const file = useEditor((state) => state.file.file);
  if (!file) return null;
  return file.path === siteFile ? <CompanyDetails /> : <PageBlocks />;
}
