/**
 * Names in the office's words, made alike in the browser and on the server: a field's key, a page's address and a
 * collection's word for one entry are each turned into words in one place.
 */

/** "review" → "Review": the first letter capitalised, the rest as written. */
export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** "yearsInBusiness" or "years_in_business" → "Years in business": a field without a title, named by its key. */
export const keyInWords = (key: string) =>
  capitalized(
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase(),
  );

/** "/services/windows-doors" → "Windows Doors": a new page's heading and menu label, from its address. */
export const addressInWords = (route: string) =>
  (route.split('/').filter(Boolean).at(-1) ?? '').split('-').map(capitalized).join(' ');
