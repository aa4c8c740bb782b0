/**
 * The pages the server writes itself rather than taking from dist/ (the editor's shell, the answers of the quote
 * form to a browser without JavaScript): one HTML skeleton, never to be indexed by search engines.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface ServerPage {
  /** Plain text: escaped here. */
  title: string;
  /** "noindex", or "noindex, nofollow" for a page whose links lead nowhere a visitor should go. */
  robots: string;
  /** More of the head (meta tags, styles, scripts), as HTML. */
  head?: string;
  /** The body, as HTML. */
  body: string;
}

export function serverPage({ title, robots, head = '', body }: ServerPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots}">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}
