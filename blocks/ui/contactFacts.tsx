/**
 * The company's address and office hours as people read them: one way of writing each, used by the footer and the
 * quote form's contact details.
 */
import type { Site } from '../../src/content/model';
import type { OpeningHours } from '../../src/content/site.types.generated';

/** "08:00" → "8:00 am", "17:30" → "5:30 pm": office hours as Americans read them. */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':');
  const hour = Number(hours);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minutes} ${hour < 12 ? 'am' : 'pm'}`;
}

/** One day's hours, "8:00 am – 5:00 pm" (with the times machine-readable), or "Closed". */
function HoursOfDay({ row }: { row: OpeningHours }) {
  if (row.closed || !row.opens || !row.closes) return <>Closed</>;
  return (
    <>
      <time dateTime={row.opens}>{clockTime(row.opens)}</time> –{' '}
      <time dateTime={row.closes}>{clockTime(row.closes)}</time>
    </>
  );
}

/** The office hours, a day (or days) and its hours a row, as a description list the caller styles. */
export function OfficeHours({ hours, className }: { hours: OpeningHours[]; className?: string }) {
  return (
    <dl className={className}>
      {hours.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            <HoursOfDay row={row} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The street on one line, "Springfield, IL 62701" on the next. */
export function AddressLines({ address }: { address: Site['company']['address'] }) {
  return (
    <>
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
    </>
  );
}
