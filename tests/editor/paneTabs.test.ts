// @vitest-environment happy-dom
/**
 * The editor's phone tabs follow the WAI-ARIA APG tabs pattern: a single tab stop, arrow keys, Home and End.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaneTabs } from '../../src/editor/PaneTabs';

type Pane = 'pages' | 'text' | 'preview';

function Tabs() {
  const [selected, setSelected] = useState<Pane>('pages');
  return createElement(PaneTabs<Pane>, {
    tabs: [
      { id: 'pages', label: 'Pages' },
      { id: 'text', label: 'Text' },
      { id: 'preview', label: 'Preview' },
    ],
    selected,
    onSelect: setSelected,
    panelId: 'panel',
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').find((each) => each.getAttribute('aria-selected') === 'true');

afterEach(cleanup);

describe('the editor tabs on a phone', () => {
  it('are one tab stop: only the selected tab can be reached with Tab', () => {
    render(createElement(Tabs));
    expect(tab('Pages').tabIndex).toBe(0);
    expect(tab('Text').tabIndex).toBe(-1);
    expect(tab('Preview').tabIndex).toBe(-1);
  });

  it('move with the arrow keys, wrapping at the ends, and show the tab they land on', () => {
    render(createElement(Tabs));
    act(() => tab('Pages').focus());
    fireEvent.keyDown(tab('Pages'), { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tab('Text'));
    expect(document.activeElement).toBe(tab('Text'));
    expect(tab('Text').tabIndex).toBe(0);
    fireEvent.keyDown(tab('Text'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('Preview'), { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tab('Pages'));
    fireEvent.keyDown(tab('Pages'), { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(tab('Preview'));
    expect(document.activeElement).toBe(tab('Preview'));
  });

  it('go to the first tab with Home and the last with End', () => {
    render(createElement(Tabs));
    fireEvent.keyDown(tab('Pages'), { key: 'End' });
    expect(selectedTab()).toBe(tab('Preview'));
    fireEvent.keyDown(tab('Preview'), { key: 'Home' });
    expect(selectedTab()).toBe(tab('Pages'));
  });

  it('each name the panel they control', () => {
    render(createElement(Tabs));
    for (const each of screen.getAllByRole('tab')) expect(each.getAttribute('aria-controls')).toBe('panel');
  });
});
