/** The preview beside the text: the page drawn by the site's own blocks, at phone, tablet or desktop width. */
import type { Preview } from './api';
import { siteFile } from './PageList';
import { PreviewFrame, type PreviewWidth } from './PreviewFrame';

/** The preview's region, where the skip link to it leads. */
export const previewPaneId = 'preview-pane';

export function PreviewPane({
  preview,
  width,
  onWidth,
  openFile,
  stale,
}: {
  preview: Preview | undefined;
  width: PreviewWidth;
  onWidth(width: PreviewWidth): void;
  /** The file open in the editor (site.yaml has no preview of its own). */
  openFile: string | undefined;
  /** The text has mistakes: the preview shows the last version without any. */
  stale: boolean;
}) {
  return (
    <section className="preview-pane" id={previewPaneId} tabIndex={-1} aria-label="Preview">
      <div className="pane-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">Screen width</legend>
          {(['phone', 'tablet', 'desktop'] as const).map((each) => (
            <button key={each} type="button" aria-pressed={width === each} onClick={() => onWidth(each)}>
              {each === 'phone' ? 'Phone' : each === 'tablet' ? 'Tablet' : 'Desktop'}
            </button>
          ))}
        </fieldset>
        {stale ? <span className="preview-note">Last version without mistakes</span> : null}
      </div>
      {openFile && openFile !== siteFile ? (
        <PreviewFrame preview={preview} width={width} />
      ) : (
        <p className="empty-pane">
          {openFile ? 'Company details appear on every page: open a page to see them.' : 'The page appears here.'}
        </p>
      )}
    </section>
  );
}
