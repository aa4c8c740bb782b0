/** The editor's entry (/edit, and the inbox of quote requests at /edit/requests): its own bundle, never referenced by a page of the public site. */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';
import './editor.css';

// The inbox is a chunk of its own: the page editor never loads it, nor the inbox the page editor's text editor.
const InboxApp = lazy(() => import('./inbox/InboxApp').then((module) => ({ default: module.InboxApp })));
// The review of a writer's changes (/edit/review): a chunk of its own too, loaded only there.
const ReviewApp = lazy(() => import('./review/ReviewApp').then((module) => ({ default: module.ReviewApp })));
const inReview = location.pathname.replace(/\/$/, '') === '/edit/review';

// The pages a one-time link opens (an invitation, a new password): a chunk of their own, before any sign-in.
const LinkPage = lazy(() => import('./people/LinkPage').then((module) => ({ default: module.LinkPage })));

const page = location.pathname.replace(/\/$/, '');
const inInbox = page === '/edit/requests';
const linkPage = page === '/edit/welcome' ? 'welcome' : page === '/edit/new-password' ? 'new-password' : undefined;

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    {linkPage ? (
      <Suspense fallback={<p className="loading">Loading…</p>}>
        <LinkPage kind={linkPage} />
      </Suspense>
    ) : inInbox ? (
      <Suspense fallback={<p className="loading">Loading the requests…</p>}>
        <InboxApp />
      </Suspense>
    ) : inReview ? (
      <Suspense fallback={<p className="loading">Loading the review…</p>}>
        <ReviewApp />
      </Suspense>
    ) : (
      <EditorApp />
    )}
  </StrictMode>,
);
