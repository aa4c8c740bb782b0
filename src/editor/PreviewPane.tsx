/** The preview beside the text: the page as visitors get it, at phone, tablet or desktop width. */
import { siteFile } from './PageList';
import { type PreviewDrawing, PreviewFrame, type PreviewWidth } from './preview/PreviewFrame';
import type { Place } from '../places/places';
import type { Highlight } from './preview/previewMessages';
import './previewPane.css';

/** A collection's declaration (collections/news.yaml), which has no page of its own. */
const isCollectionSettings = (file: string) => /^collections\/[^/]+\.yaml$/.test(file);

/**
 * On a narrow screen, the name of the button that opens the panel, for what the panel holds for the open file: an
 * entry's details (above its blocks), a page's blocks, the company's details, a collection's settings. It is the
 * button's only name, for the eye and the screen reader alike.
 */
export function panelButtonName(file: string): string {
  if (file === siteFile) return 'Company details';
  if (isCollectionSettings(file)) return 'Settings';
  return /^collections\/[^/]+\/[^/]+\.yaml$/.test(file) ? 'Details' : 'Blocks';
}

/** The preview's region, where the skip link to it leads. */
export const previewPaneId = 'preview-pane';

export function PreviewPane({
  drawing,
  highlight,
  width,
  onWidth,
  openFile,
  stale,
  onSelect,
  onTextEditing,
  onTextEdited,
  onOpenPanel,
}: {
  drawing: PreviewDrawing | undefined;
  /** The block the cursor is in, outlined in the preview. */
  highlight: Highlight | undefined;
  width: PreviewWidth;
  onWidth(width: PreviewWidth): void;
  /** The file open in the editor (site.yaml has no preview of its own). */
  openFile: string | undefined;
  /** The text has mistakes: the preview shows the last version without any. */
  stale: boolean;
  /** A click in the preview, on something that comes from `place` of the YAML. */
  onSelect(place: Place): void;
  /** Typing over a field on the page itself began. */
  onTextEditing?(place: Place): void;
  /** Words typed over a field on the page itself. */
  onTextEdited?(place: string, text: string): void;
  /** On a narrow screen: opens the panel (panelButtonName says what it holds) as a sheet over the preview. */
  onOpenPanel?(): void;
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
        {onOpenPanel && openFile ? (
          <button type="button" className="button" onClick={onOpenPanel}>
            {panelButtonName(openFile)}
          </button>
        ) : null}
      </div>
      {drawing?.preview.notLiveYet && openFile && !isCollectionSettings(openFile) ? (
        <p className="preview-not-live" role="status">
          {drawing.preview.notLiveYet}
        </p>
      ) : null}
      {openFile && openFile !== siteFile && !isCollectionSettings(openFile) ? (
        <PreviewFrame
          drawing={drawing}
          highlight={highlight}
          width={width}
          onSelect={onSelect}
          onTextEditing={onTextEditing}
          onTextEdited={onTextEdited}
        />
      ) : (
        <p className="empty-pane">
          {!openFile
            ? 'The page appears here.'
            : openFile === siteFile
              ? 'Company details appear on every page: open a page to see them.'
              : "A collection's settings shape the pages of its entries: open one of them to see it."}
        </p>
      )}
    </section>
  );
}
