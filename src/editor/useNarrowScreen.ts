/** Whether the screen is too narrow for the pages, the text and the preview side by side (then they are tabs). */
import { useEffect, useState } from 'react';

export function useNarrowScreen(): boolean {
  const query = '(max-width: 1023.98px)';
  const [narrow, setNarrow] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setNarrow(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}
