/** How the server names its mail server in its log and health answer. */

/** "host:port" of an SMTP URL (never its password); a URL that is not smtp:// or smtps:// stops the start. */
export function smtpHostOf(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 (or smtps://…:465).');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}
