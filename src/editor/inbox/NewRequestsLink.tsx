/** The editor's link to the inbox, with how many requests are New (looked at again every minute). */
import { useEffect, useState } from 'react';
import { inboxApi } from './inboxApi';

const lookAgainMs = 60_000;

export function NewRequestsLink() {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let current = true;
    const look = () =>
      inboxApi.counts().then(
        (counts) => current && setCount(counts.new),
        () => current && setCount(undefined),
      );
    void look();
    const timer = setInterval(look, lookAgainMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, []);
  return (
    // The badge reads "3 new" beside the word; a screen reader hears one name, "Requests, 3 new".
    <a
      className="button button-quiet requests-link"
      href="/edit/requests"
      aria-label={count ? `Requests, ${count} new` : undefined}
    >
      Requests
      {count ? <span className="count-badge">{count} new</span> : null}
    </a>
  );
}
