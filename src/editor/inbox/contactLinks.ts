/**
 * The inbox's tel: and mailto: links, made here and nowhere else. What a visitor typed becomes part of a link the
 * office clicks, so each link is built to call or write to that one number or address and nothing more: a mailto:
 * must never carry a second recipient, a Bcc or a subject ("?bcc=…&subject=…"). The server refuses such addresses
 * now, but requests stored before it did may still hold them.
 */

/** The characters of a name before the @ that cannot be part of one plain address (see emailFormat on the server). */
const notInAName = /[^a-z0-9.!$'*+/=^_`{|}~-]/i;
/** A domain of letters, digits and hyphens in two or more labels. */
const plainDomain = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/**
 * A mailto: link to this one address, or undefined when it is not one plain address (the inbox then shows it as
 * text). The name before the @ is percent-encoded as well, so no character of it can be read as anything but a name.
 */
export function mailtoHref(address: string): string | undefined {
  const text = address.trim();
  const at = text.indexOf('@');
  const name = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (at < 1 || notInAName.test(name) || !plainDomain.test(domain)) return undefined;
  return `mailto:${encodeURIComponent(name)}@${domain}`;
}

/** A tel: link phones dial: the digits, with a + first when the number starts with one; undefined without digits. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return undefined;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
