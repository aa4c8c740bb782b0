// @vitest-environment happy-dom
/**
 * Publish and Ask for review list the changes saved since the site visitors see, each with a box that says which
 * change it is. Every box is ticked at first; a change unticked is left out of what is sent (it stays saved), the
 * dialog says how many go, and nothing can be sent with every box unticked.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeGroupWithDiffs, PublishStatus } from '../../src/editorApi/publishing';
import { PublishDialog } from '../../src/editor/publish/PublishDialog';
import { AskReviewDialog } from '../../src/editor/review/AskReviewDialog';

const group = (key: string, name: string): ChangeGroupWithDiffs => ({
  key,
  name,
  label: name,
  kind: 'page',
  change: 'changed',
  files: [key],
  changes: [],
});

const waiting: PublishStatus = {
  mode: 'git',
  push: false,
  groups: [group('pages/about.yaml', 'About page'), group('pages/gallery.yaml', 'Gallery page')],
  files: [],
} as unknown as PublishStatus;

/** What the dialogs sent, by the address they sent it to. */
let sent: { path: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/edit/api/', '');
      if (!init?.method || init.method === 'GET') return Response.json(waiting);
      sent.push({ path, body: JSON.parse(String(init.body)) });
      if (path === 'publish')
        return Response.json({ message: 'Published.', published: { id: 1, at: '', author: 'maria' } });
      return Response.json({ message: 'Asked.', review: { id: 1 } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noop = () => undefined;

describe('the changes a publish takes', () => {
  it('leaves out the change unticked, says how many go, and puts the focus on Close once it is published', async () => {
    render(createElement(PublishDialog, { onClose: noop, onSignedOut: noop }));
    const gallery = (await screen.findByRole('checkbox', { name: 'Publish this: Gallery page' })) as HTMLInputElement;
    expect((screen.getByRole('checkbox', { name: 'Publish this: About page' }) as HTMLInputElement).checked).toBe(true);
    expect(gallery.checked).toBe(true);

    fireEvent.click(gallery);
    expect(gallery.checked).toBe(false);
    expect(screen.getByText('Publishing 1 of 2 changes; the rest stays saved.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What changed, in one line'), { target: { value: 'About words' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });

    expect(sent).toEqual([{ path: 'publish', body: { description: 'About words', leaveOut: ['pages/gallery.yaml'] } }]);
    expect((await screen.findByRole('status')).textContent).toContain('Published.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('cannot publish with every change unticked, and says why', async () => {
    render(createElement(PublishDialog, { onClose: noop, onSignedOut: noop }));
    for (const name of ['About page', 'Gallery page'])
      fireEvent.click(await screen.findByRole('checkbox', { name: `Publish this: ${name}` }));
    expect(screen.getByText('Nothing is ticked: tick “Publish this” for at least one change.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('the changes a review request takes', () => {
  it('asks for a review of the ticked changes only, with the note', async () => {
    const asked = vi.fn();
    render(createElement(AskReviewDialog, { onClose: noop, onSignedOut: noop, onAsked: asked }));
    const about = (await screen.findByRole('checkbox', {
      name: 'Include in the review: About page',
    })) as HTMLInputElement;
    fireEvent.click(about);
    expect(about.checked).toBe(false);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note for the reviewer (optional)'), {
      target: { value: 'The gallery only' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for review' }));
    });
    expect(sent).toEqual([{ path: 'review/ask', body: { note: 'The gallery only', leaveOut: ['pages/about.yaml'] } }]);
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
