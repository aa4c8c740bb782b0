/**
 * A phone number as written for people, turned into the tel: link phones dial.
 * Numbers here are North American: ten digits get the +1 country code.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
