/** Whether the screen is too narrow for the pages, the text and the preview side by side (then they are tabs). */
import { useEffect, useState } from 'react';

export const narrowScreenQuery = '(max-width: 1023.98px)';

export function useNarrowScreen(): boolean {
  const query = narrowScreenQuery;
  const [narrow, setNarrow] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setNarrow(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}
