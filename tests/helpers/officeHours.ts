/** Office hours as the site writes them, for tests that read the hours from site.yaml. */
/**
 * A row of site.yaml's office hours in the words the site shows ("8:00 am – 5:00 pm", or "Closed"), worked out here
 * apart from blocks/ui/contactFacts.tsx, so that a test of the hours states what it expects for whatever hours the
 * office has written.
 */
export function hoursTextOf(row: { opens?: string; closes?: string; closed?: boolean }): string {
  if (row.closed || !row.opens || !row.closes) return 'Closed';
  const clock = (time: string) => {
    const [hour, minutes] = time.split(':');
    const twelve = ((Number(hour) + 11) % 12) + 1;
    return `${twelve}:${minutes} ${Number(hour) >= 12 ? 'pm' : 'am'}`;
  };
  return `${clock(row.opens)} – ${clock(row.closes)}`;
}
