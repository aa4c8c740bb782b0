/**
 * The editor's three panes: side by side from 1024 px; below that, one at a time behind the Pages, Text and Preview
 * tabs (the text pane stays mounted, hidden, so the editor keeps its place and its undo history).
 */
import type { ReactNode } from 'react';
import { PaneTabs } from './PaneTabs';

export type Tab = 'pages' | 'text' | 'preview';

interface EditorPanesProps {
  narrow: boolean;
  tab: Tab;
  onTab: (tab: Tab) => void;
  pageList: ReactNode;
  textPane: ReactNode;
  previewPane: ReactNode;
}

export function EditorPanes({ narrow, tab, onTab, pageList, textPane, previewPane }: EditorPanesProps) {
  if (!narrow)
    return (
      <main className="panes">
        {pageList}
        {textPane}
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
        {tab === 'preview' ? previewPane : null}
      </div>
    </main>
  );
}
