/**
 * The phone layout's tabs (Pages, Text, Preview), after the WAI-ARIA APG tabs pattern: one tab stop for the row,
 * arrow keys move between tabs and show the one they land on, Home and End go to the first and the last.
 */
import { type KeyboardEvent, useRef } from 'react';

export interface PaneTabsProps<T extends string> {
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  /** The id of the panel the tabs show. */
  panelId: string;
}

export function PaneTabs<T extends string>({ tabs, selected, onSelect, panelId }: PaneTabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const moveTo = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="tabs" role="tablist" aria-label="Show" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) buttons.current.set(tab.id, element);
            else buttons.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          // Roving tab stop: Tab reaches the selected tab only; the arrows reach the others.
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
