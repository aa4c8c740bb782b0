/** Suggests the known word closest to a misspelled one, so "heor" gets "did you mean hero?". */

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

/**
 * The closest candidate, if it is close enough to be a likely typo (case is ignored). `allowed` is the largest
 * edit distance that still counts as a typo; by default it grows with the word's length.
 */
export function closestMatch(
  word: string,
  candidates: readonly string[],
  allowed = Math.max(2, Math.floor(word.length / 3)),
): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= allowed ? best : undefined;
}

export function didYouMean(word: string, candidates: readonly string[]): string {
  const match = closestMatch(word, candidates);
  return match ? ` Did you mean "${match}"?` : '';
}
