/**
 * An entry's date as a visitor reads it ("March 14, 2026") inside a <time> that machines read (2026-03-14). Worked
 * out from the YYYY-MM-DD text itself, never through a Date in the local zone: the server's and the visitor's clocks
 * could otherwise disagree by a day, and the page would change when it hydrates.
 */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-03-14" → "March 14, 2026"; text that is not such a date is shown as written. */
export function formatEntryDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

export function EntryDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatEntryDate(date)}
    </time>
  );
}
