/**
 * The office's search words turned into SQL: words of three characters or more go to the trigram index
 * (quote_search, see quoteDatabase.ts), so a search among 50,000 requests reads only the matching ones; shorter
 * words are looked for in the rows the rest leaves. A word that looks like part of a phone number ("(503)",
 * "555-0147") is searched as its digits, as the index holds them.
 */

export interface SearchSql {
  /** A condition on `q` (the quote_requests row), with its parameters. */
  where: string[];
  parameters: Record<string, string>;
}

const phoneLike = /^[\d\s().+\-/]+$/;

/** The words of a search, each as the index holds them. */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .map((word) => (phoneLike.test(word) && /\d/.test(word) ? word.replace(/\D/g, '') : word.toLowerCase()))
    .filter(Boolean)
    .slice(0, 12);
}

/** An FTS5 string literal: the word in double quotes, its own quotes doubled. */
const ftsPhrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

export function searchSql(search: string): SearchSql {
  const words = searchWords(search);
  const long = words.filter((word) => [...word].length >= 3);
  const short = words.filter((word) => [...word].length < 3);
  const where: string[] = [];
  const parameters: Record<string, string> = {};
  if (long.length) {
    where.push('q.rowid IN (SELECT rowid FROM quote_search WHERE quote_search MATCH @match)');
    parameters.match = long.map(ftsPhrase).join(' AND ');
  }
  short.forEach((word, index) => {
    const name = `short${index}`;
    where.push(
      `instr(lower(q.first_name || ' ' || q.last_name || ' ' || q.email || ' ' || q.phone || ' ' || q.address || ' ' || q.description), @${name}) > 0`,
    );
    parameters[name] = word;
  });
  return { where, parameters };
}
