/**
 * A moment with its zone as the files write it (2026-12-01T09:00:00-08:00, JSON Schema's `format: date-time`) and as
 * a person picks it: a day and a time on their own clock (an <input type="datetime-local">, 2026-12-01T09:00). The
 * zone is this browser's, which is the office's: the offset written is the one its clock has on that day, summer
 * or winter, so the moment is the one the person meant.
 */

/** Minutes east of UTC on this browser's clock at `date` (Pacific winter time is -480). */
export type OffsetAt = (date: Date) => number;
const browserOffset: OffsetAt = (date) => -date.getTimezoneOffset();

const two = (number: number) => String(number).padStart(2, '0');

/** "2026-12-01T09:00" for a day and time on this clock; `offsetAt` stands for the clock (a test's zone). */
export function localInputOf(moment: unknown, offsetAt: OffsetAt = browserOffset): string {
  const time = moment instanceof Date ? moment.getTime() : typeof moment === 'string' ? Date.parse(moment) : Number.NaN;
  if (!Number.isFinite(time)) return '';
  // The wall clock of this zone: the moment moved by the zone's offset, read as if it were UTC.
  const shifted = new Date(time + offsetAt(new Date(time)) * 60_000);
  const day = `${shifted.getUTCFullYear()}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())}`;
  // Seconds only when the file has some (written in the text): the office picks minutes.
  const seconds = shifted.getUTCSeconds() ? `:${two(shifted.getUTCSeconds())}` : '';
  return `${day}T${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}${seconds}`;
}

/** "-08:00" for -480 minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${two(Math.floor(whole / 60))}:${two(whole % 60)}`;
}

/**
 * "2026-12-01T09:00" picked on this clock → "2026-12-01T09:00:00-08:00", the offset the clock has then (seconds
 * kept when given); undefined for anything else (a day or time half typed).
 */
export function momentOfLocalInput(local: string, offsetAt: OffsetAt = browserOffset): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!parts) return undefined;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // The offset at the moment meant, found from a first guess (it differs only within the hour the clock changes).
  const guess = offsetAt(new Date(asUtc));
  const offset = offsetAt(new Date(asUtc - guess * 60_000));
  return `${year}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}${offsetText(offset)}`;
}

/** "Pacific Standard Time (UTC-08:00)": the zone of this clock at `date`, in words. */
export function zoneInWords(date: Date = new Date()): string {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZoneName: 'long' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    name = undefined;
  }
  const offset = `UTC${offsetText(browserOffset(date))}`;
  return name && !name.startsWith('GMT') ? `${name} (${offset})` : offset;
}
