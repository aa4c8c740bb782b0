/**
 * What a prerendered page carries inline, for its Content-Security-Policy: Emotion's <style data-emotion> tags and
 * any style="…" attributes (as sha256 hashes), and the origins its forms post to. Its inline scripts are not read
 * here: the policy allows only those the prerenderer lists (src/prerender/inlineScripts.ts).
 *
 * The pages come from our own build, so simple patterns are enough here; they are not a general HTML parser.
 */
import { cspHash, type PageInlineHashes } from '../http/securityHeaders.ts';

export type PageInlineStyles = Omit<PageInlineHashes, 'scripts'>;

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Attribute values as the browser sees them (CSP hashes the decoded value). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[entity.toLowerCase()] ?? whole;
  });
}

export function inlineStylesOf(html: string): PageInlineStyles {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => cspHash(match[1]));
  // Outside <script> and <style>, React escapes every quote in text and attribute values, so ` style="` can only
  // be an attribute.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const styleAttributes = [...markup.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) =>
    cspHash(decodeEntities(match[1] ?? match[2] ?? '')),
  );
  return { styles, styleAttributes };
}

/** Origins other than our own that a page's forms send to: `action="https://forms.example.com/f/123"`. */
export function formOriginsOf(html: string): string[] {
  const origins: string[] = [];
  for (const match of html.matchAll(/<form\b[^>]*?\saction\s*=\s*["']([^"']+)["']/gi)) {
    try {
      const url = new URL(decodeEntities(match[1]));
      if (url.protocol === 'https:') origins.push(url.origin);
    } catch {
      // A relative action ("/api/quote") is our own origin, already allowed by 'self'.
    }
  }
  return origins;
}
