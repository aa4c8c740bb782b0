/**
 * What a visitor expects after following a link inside the site: the new page starts at the top, the browser tab
 * shows its title, and keyboard and screen-reader focus moves to its main heading.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

export function useRouteChange(title: string) {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      // tabIndex -1 lets a script focus the heading without putting it in the Tab order.
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [location]);
}
