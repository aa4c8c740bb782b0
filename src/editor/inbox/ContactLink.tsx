/** A visitor's phone number or e-mail address: a link that calls or writes to it, or text when it cannot be one. */
import { mailtoHref, telHref } from './contactLinks';
import './contactLink.css';

function LinkOrText({ href, text }: { href: string | undefined; text: string }) {
  return href ? <a href={href}>{text}</a> : <span className="contact-text">{text}</span>;
}

export const PhoneLink = ({ phone }: { phone: string }) => <LinkOrText href={telHref(phone)} text={phone} />;

export const EmailLink = ({ address }: { address: string }) => <LinkOrText href={mailtoHref(address)} text={address} />;
