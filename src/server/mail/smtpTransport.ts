/**
 * The SMTP connection of the office e-mails (nodemailer): TLS required except on this machine, and time limits so
 * that a dead mail server cannot hang the worker.
 */
import nodemailer from 'nodemailer';
import { isLoopback } from '../http/loopback.ts';
import type { SendMail } from './mailWorker.ts';

/**
 * An SMTP transport from a URL like smtp://user:pass@host:587, with time limits so a dead server cannot hang us.
 * smtp:// to any host but this machine requires STARTTLS: a server (or a man in the middle) that does not offer
 * it gets nothing, instead of the password and the lead in clear text.
 */
export function smtpTransportOptions(smtpUrl: string, requireTls?: boolean) {
  const url = new URL(smtpUrl);
  return {
    url: smtpUrl,
    requireTLS: requireTls ?? (url.protocol === 'smtp:' && !isLoopback(url.hostname)),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
}

export function smtpSender(smtpUrl: string, options: { requireTls?: boolean } = {}): SendMail {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl, options.requireTls));
  return (mail) => transport.sendMail(mail);
}
