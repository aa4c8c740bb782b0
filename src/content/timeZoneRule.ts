/**
 * The company's time zone (site.yaml's company.timeZone) is one this machine's clock knows: the schema checks only
 * its shape, and a misspelt name would make every time in the requests' spreadsheet fail to show.
 */
import type { ContentError } from './contentError.ts';
import type { CheckedFile } from './crossFileRules.ts';
import { describePath, locateValue } from './locate.ts';
import type { Site } from './model.ts';

/** Whether the name is a time zone Intl knows (Intl answers a RangeError for any other). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function checkTimeZone(site: CheckedFile<Site>): ContentError[] {
  const zone = (site.data.company as { timeZone?: unknown }).timeZone;
  if (typeof zone !== 'string' || isKnownTimeZone(zone)) return [];
  const at = ['company', 'timeZone'];
  return [
    {
      file: site.file,
      ...locateValue(site.parsed, at),
      where: describePath(['company'], site.data),
      message: `"${zone}" is not a time zone: write the name of one, such as America/Los_Angeles, America/New_York or Europe/London`,
    },
  ];
}
