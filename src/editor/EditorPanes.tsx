/**
 * The editor's panes: side by side from 1024 px (the pages, the text, the panel of the open file's blocks and the
 * preview); below that, one at a time behind the Pages, Text and Preview tabs (the text pane stays mounted, hidden,
 * so the editor keeps its place and its undo history), the panel a sheet over the preview when it is open.
 */
import type { ReactNode } from 'react';
import { PaneTabs } from './PaneTabs';
import type { Tab } from './state/editorState';
import './panes.css';

export type { Tab };

interface EditorPanesProps {
  narrow: boolean;
  tab: Tab;
  onTab: (tab: Tab) => void;
  pageList: ReactNode;
  textPane: ReactNode;
  previewPane: ReactNode;
  /** The panel to edit the open file without its text; none while no file is open. */
  editPanel?: ReactNode;
  /** On a narrow screen, whether the panel is open over the preview. */
  sheetOpen?: boolean;
  /** On a wide screen with the panel: the text is hidden (kept, with its place and undo), for more room. */
  textHidden?: boolean;
}

export function EditorPanes({
  narrow,
  tab,
  onTab,
  pageList,
  textPane,
  previewPane,
  editPanel,
  sheetOpen = false,
  textHidden = false,
}: EditorPanesProps) {
  if (!narrow)
    return (
      <main className={editPanel ? `panes with-panel${textHidden ? ' text-hidden' : ''}` : 'panes'}>
        {pageList}
        {textPane}
        {editPanel}
        {previewPane}
      </main>
    );
  return (
    <main className="single-pane">
      <PaneTabs
        tabs={[
          { id: 'pages', label: 'Pages' },
          { id: 'text', label: 'Text' },
          { id: 'preview', label: 'Preview' },
        ]}
        selected={tab}
        onSelect={onTab}
        panelId="tab-panel"
      />
      <div className="tab-panel" id="tab-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'pages' ? pageList : null}
        <div hidden={tab !== 'text'} className="tab-fill">
          {textPane}
        </div>
        {tab === 'preview' ? (
          <div className="preview-with-sheet">
            {previewPane}
            {sheetOpen ? editPanel : null}
          </div>
        ) : null}
      </div>
    </main>
  );
}
