// @vitest-environment happy-dom
/**
 * Parts of the editor a person relies on, drawn in happy-dom with the server's answers stubbed: the photo dialog
 * insists on a description, the preview's width buttons resize the page, the phone's button to the panel says what it
 * opens, the top bar counts the new quote requests, and every call to the server answers in the same plain words.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEditorApi, Refused, SignedOut } from '../../src/editor/api';
import { inboxApi } from '../../src/editor/inbox/inboxApi';
import { NewRequestsLink } from '../../src/editor/inbox/NewRequestsLink';
import { PhotoDialog } from '../../src/editor/PhotoDialog';
import { PreviewPane } from '../../src/editor/PreviewPane';
import { PreviewFrame, type PreviewWidth } from '../../src/editor/preview/PreviewFrame';
import type { FromFrame } from '../../src/editor/preview/previewMessages';

/** The server's answers, by the address asked. */
function answer(routes: Record<string, { status?: number; body: unknown }>) {
  const asked: { url: string; init?: RequestInit }[] = [];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    const route = routes[url.replace(/\?.*$/, '')];
    if (!route) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return asked;
}

beforeEach(() => {
  // happy-dom has no modal dialogs of its own.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('adding a photo', () => {
  it('refuses to add a photo without a description, and sends nothing to the server', async () => {
    const asked = answer({ '/edit/api/photos': { status: 201, body: { src: '/images/uploads/x.jpg' } } });
    const onAdded = vi.fn();
    render(createElement(PhotoDialog, { onClose: () => {}, onAdded, onSignedOut: () => {} }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_2041.jpg', { type: 'image/jpeg' });
    // As the browser does when a file is chosen: the input's own list of files.
    (screen.getByLabelText(/^Photo/) as HTMLInputElement).files = [photo] as unknown as FileList;
    fireEvent.change(screen.getByLabelText('What the photo shows'), { target: { value: '   ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Describe the photo in a few words: people who cannot see it hear this description.',
    );
    expect(asked).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('What the photo shows'), { target: { value: 'A new cedar roof' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    });
    expect(asked.map((each) => each.url)).toEqual(['/edit/api/photos?name=IMG_2041.jpg']);
    expect(onAdded).toHaveBeenCalledWith('/images/uploads/x.jpg', 'A new cedar roof');
  });
});

describe('the preview', () => {
  it('shows the page as wide as a phone, a tablet or a desktop screen at the press of a button', () => {
    let width: PreviewWidth = 'desktop';
    const draw = () =>
      createElement(PreviewPane, {
        drawing: undefined,
        highlight: undefined,
        width,
        onWidth: (next: PreviewWidth) => {
          width = next;
          view.rerender(draw());
        },
        openFile: 'pages/about.yaml',
        stale: false,
        onSelect: () => {},
      });
    const view = render(draw());
    const frameWidth = () => (screen.getByTitle('Preview of the page') as HTMLIFrameElement).style.width;
    expect(frameWidth()).toBe('1280px');
    for (const [button, pixels] of [
      ['Phone', '375px'],
      ['Tablet', '768px'],
      ['Desktop', '1280px'],
    ]) {
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(frameWidth(), button).toBe(pixels);
      expect(screen.getByRole('button', { name: button }).getAttribute('aria-pressed')).toBe('true');
    }
  });
});

describe('the button that opens the panel on a phone', () => {
  it('is named for what the panel holds: a page’s blocks, an entry’s details, the company’s details', () => {
    const draw = (openFile: string) =>
      createElement(PreviewPane, {
        drawing: undefined,
        highlight: undefined,
        width: 'phone',
        onWidth: () => {},
        openFile,
        stale: false,
        onSelect: () => {},
        onOpenPanel: () => {},
      });
    const nameOfPanelButton = (openFile: string) => {
      const view = render(draw(openFile));
      const names = screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((name) => !['Phone', 'Tablet', 'Desktop'].includes(name ?? ''));
      view.unmount();
      return names;
    };
    expect(nameOfPanelButton('pages/about.yaml')).toEqual(['Blocks']);
    expect(nameOfPanelButton('collections/projects/porch-rebuild.yaml')).toEqual(['Details']);
    expect(nameOfPanelButton('collections/news/spring-hours.yaml')).toEqual(['Details']);
    expect(nameOfPanelButton('site.yaml')).toEqual(['Company details']);
    expect(nameOfPanelButton('collections/news.yaml')).toEqual(['Settings']);
    // Its words are its only name: what a screen reader says is what the eye reads.
    render(draw('collections/projects/porch-rebuild.yaml'));
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-label')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Blocks' })).toBeNull();
  });
});

describe('words typed over a field on the page', () => {
  it('are handed on for the place the frame names, and dropped for a place through __proto__ or its kin', () => {
    const onTextEdited = vi.fn();
    render(
      createElement(PreviewFrame, {
        drawing: undefined,
        highlight: undefined,
        width: 'desktop',
        onSelect: () => {},
        onTextEdited,
      }),
    );
    const frame = screen.getByTitle('Preview of the page') as HTMLIFrameElement;
    const fromFrame = (message: FromFrame) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: location.origin, source: frame.contentWindow }),
      );
    for (const key of ['__proto__', 'constructor', 'prototype'])
      fromFrame({ type: 'preview-text-edited', place: `pages/about.yaml#blocks.0.${key}.polluted`, text: 'yes' });
    fromFrame({ type: 'preview-text-edited', place: 'pages/about.yaml#blocks.0.heading', text: 'Welcome' });
    // Messages are handled in the order they came: the last one handed on means the ones before it were looked at.
    expect(onTextEdited.mock.calls).toEqual([['pages/about.yaml#blocks.0.heading', 'Welcome']]);
  });
});

describe('the count of new quote requests in the top bar', () => {
  it('shows how many requests are New beside the link to the inbox', async () => {
    answer({ '/edit/api/inbox/counts': { body: { new: 3, spam: 5 } } });
    render(createElement(NewRequestsLink));
    const link = screen.getByRole('link', { name: /^Requests/ });
    expect(link.getAttribute('href')).toBe('/edit/requests');
    await vi.waitFor(() => expect(link.textContent).toBe('Requests3 new'));
    // What a screen reader announces: the word and the count as one name.
    expect(screen.getByRole('link', { name: 'Requests, 3 new' })).toBe(link);
  });

  it('shows no count when no request is New', async () => {
    const asked = answer({ '/edit/api/inbox/counts': { body: { new: 0, spam: 5 } } });
    render(createElement(NewRequestsLink));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByRole('link', { name: /^Requests/ }).textContent).toBe('Requests');
  });
});

describe('calls to the server', () => {
  it('are one helper for the editor and the inbox: JSON in a POST, the session cookie, the server’s own words', async () => {
    const asked = answer({
      '/edit/api/inbox/status': { status: 400, body: { error: 'Choose a status.' } },
      '/edit/api/inbox/counts': { status: 401, body: {} },
      '/edit/api/check': { status: 422, body: { errors: [{ file: 'pages/about.yaml', message: 'x' }] } },
    });
    await expect(inboxApi.setStatus('7', 'contacted', 'Called back')).rejects.toEqual(
      new Refused('Choose a status.', 400),
    );
    expect(asked[0].url).toBe('/edit/api/inbox/status');
    expect(asked[0].init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: '7', status: 'contacted', note: 'Called back' }),
    });
    await expect(inboxApi.counts()).rejects.toEqual(new SignedOut('Sign in to see the requests.'));
    const refused = await callEditorApi('check', { json: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).errors).toEqual([{ file: 'pages/about.yaml', message: 'x' }]);
    await expect(inboxApi.request('1')).rejects.toEqual(
      new Refused('The site cannot be reached: check the connection and try again.', 0),
    );
  });
});
