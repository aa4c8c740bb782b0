/**
 * A new entry's file name, which is also the end of its address, made from its title: "Spring Garden-Care Checklist!"
 * → "spring-garden-care-checklist". The dialog shows it as the person types, and the server makes the same one.
 */

/** Long enough to tell entries apart; the rest of a long title adds nothing to an address. */
const MAX_SLUG_LENGTH = 60;

export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}
