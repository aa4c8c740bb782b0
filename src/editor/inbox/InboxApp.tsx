/**
 * The office's inbox of quote requests at /edit/requests: the list (newest first, New ones marked), search and
 * filters, the spam kept apart with its reasons, one request opened beside the list (on a phone, instead of it),
 * and the CSV export of what is shown. The open request's id is in the address, so a reload comes back to it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestDetail as Detail, RequestFilter, RequestPage } from '../../editorApi/requestStatuses';
import { api, SignedOut, type Session } from '../api';
import { SignIn } from '../SignIn';
import { useNarrowScreen } from '../useNarrowScreen';
import { inboxApi } from './inboxApi';
import { InboxFilters, type FilterInputs } from './InboxFilters';
import { RequestDetail } from './RequestDetail';
import { RequestList } from './RequestList';
import { dayAfter, dayStart, plural } from './requestText';
import './inbox.css';
import '../topBar.css';

const searchDelayMs = 250;
const emptyInputs: FilterInputs = { list: 'inbox', search: '', status: '', fromDay: '', toDay: '' };

const openIdInAddress = () => new URLSearchParams(location.search).get('id') ?? undefined;

function showIdInAddress(id: string | undefined) {
  const url = new URL(location.href);
  if (id) url.searchParams.set('id', id);
  else url.searchParams.delete('id');
  history.replaceState(null, '', url);
}

export function InboxApp() {
  const [session, setSession] = useState<Session | 'loading' | 'signed-out'>('loading');
  const [inputs, setInputs] = useState<FilterInputs>(emptyInputs);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<RequestPage>();
  const [loading, setLoading] = useState(false);
  const [openId, setOpenId] = useState<string | undefined>(openIdInAddress);
  const [detail, setDetail] = useState<Detail>();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const narrow = useNarrowScreen();
  const listRun = useRef(0);
  /** The id of the element that takes focus when the open request closes. */
  const returnFocusTo = useRef<string | undefined>(undefined);

  const failed = useCallback((error: unknown) => {
    if (error instanceof SignedOut) setSession('signed-out');
    else setProblem(error instanceof Error ? error.message : String(error));
  }, []);

  useEffect(() => {
    api.session().then(setSession, failed);
  }, [failed]);

  const newCount = page?.counts.new ?? 0;
  // The office's statuses come with each page of the list (site.yaml's inbox.statuses).
  const statuses = page?.statuses ?? [];
  // The heading in the office's words (site.yaml's inbox.title), known once the first page of the list is here.
  const title = page?.title ?? 'Requests';
  useEffect(() => {
    document.title = newCount ? `(${newCount} new) ${title}` : title;
  }, [newCount, title]);

  // The search waits for typing to pause; the other filters apply at once.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(inputs.search), searchDelayMs);
    return () => clearTimeout(timer);
  }, [inputs.search]);

  const filter: RequestFilter = {
    list: inputs.list,
    search,
    status: inputs.status,
    from: dayStart(inputs.fromDay),
    to: dayAfter(inputs.toDay),
  };
  const filterKey = JSON.stringify(filter);

  const loadList = useCallback(
    /** `announce`: say how many requests the list holds (not after a change, whose own message is said instead). */
    async (offset = 0, announce = true) => {
      const run = ++listRun.current;
      setLoading(true);
      try {
        const answer = await inboxApi.page(JSON.parse(filterKey) as RequestFilter, offset);
        if (run !== listRun.current) return;
        setPage((before) =>
          offset && before ? { ...answer, requests: [...before.requests, ...answer.requests] } : answer,
        );
        setProblem('');
        if (!offset && announce) setMessage(plural(answer.total, 'request', 'requests'));
      } catch (error) {
        if (run === listRun.current) failed(error);
      } finally {
        if (run === listRun.current) setLoading(false);
      }
    },
    [filterKey, failed],
  );

  useEffect(() => {
    if (typeof session === 'object') void loadList();
  }, [session, loadList]);

  useEffect(() => {
    showIdInAddress(openId);
    if (!openId || typeof session !== 'object') {
      setDetail(undefined);
      return;
    }
    let current = true;
    inboxApi.request(openId).then((answer) => current && setDetail(answer), failed);
    return () => {
      current = false;
    };
  }, [openId, session, failed]);

  // Back from a request (on a phone): focus returns to the request it came from.
  useEffect(() => {
    if (openId || !returnFocusTo.current) return;
    // After a moment: a confirmation dialog just removed keeps the page behind it from taking focus until then.
    const id = returnFocusTo.current;
    returnFocusTo.current = undefined;
    setTimeout(() => document.getElementById(id)?.focus());
  });

  const open = (id: string) => {
    returnFocusTo.current = `request-${id}`;
    setOpenId(id);
  };

  /** After a change to the open request: the list and its counts follow. */
  const changed = (next: Detail | undefined, said: string) => {
    setMessage(said);
    if (next) setDetail(next);
    else {
      // A deleted request is gone from the list: the search field takes focus instead.
      returnFocusTo.current = 'inbox-search';
      setOpenId(undefined);
    }
    void loadList(0, false);
  };

  async function signOut() {
    await api.signOut();
    setSession('signed-out');
  }

  if (session === 'loading') return <p className="loading">Loading the requests…</p>;
  if (session === 'signed-out') {
    // The sign-in form goes with the focus in it: the search field, at the top of the list, takes it.
    const signedIn = (answer: Session) => {
      returnFocusTo.current = 'inbox-search';
      setSession(answer);
    };
    return <SignIn onSignedIn={signedIn} />;
  }

  // Side by side on a wide screen; on a phone the open request takes the list's place.
  const showList = !narrow || !openId;
  return (
    <div className="inbox-app">
      <header className="top-bar">
        <h1 className="brand">{title}</h1>
        <span className="top-title" />
        <a className="button button-quiet" href="/edit">
          Edit the site
        </a>
        {session.signIn ? (
          <button type="button" className="button button-quiet" onClick={() => void signOut()}>
            Sign out <span className="visually-hidden">({session.name})</span>
          </button>
        ) : null}
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      {problem ? (
        <p className="inbox-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <main className={narrow ? 'inbox-main' : 'inbox-main inbox-main-split'}>
        {showList ? (
          <section className="inbox-list-pane" aria-labelledby="inbox-list-heading">
            <InboxFilters
              inputs={inputs}
              statuses={statuses}
              counts={page?.counts}
              filter={filter}
              onChange={(next) => setInputs((before) => ({ ...before, ...next }))}
              onClear={() => setInputs({ ...emptyInputs, list: inputs.list })}
            />
            <RequestList
              page={page}
              statuses={statuses}
              loading={loading}
              list={inputs.list}
              openId={openId}
              onOpen={open}
              onMore={() => void loadList(page?.requests.length ?? 0)}
            />
          </section>
        ) : null}
        {openId ? (
          <RequestDetail
            key={openId}
            detail={detail}
            statuses={statuses}
            narrow={narrow}
            onBack={() => setOpenId(undefined)}
            onChanged={changed}
            onFailed={failed}
          />
        ) : narrow ? null : (
          <p className="request-detail inbox-placeholder">Choose a request to see it in full.</p>
        )}
      </main>
    </div>
  );
}
