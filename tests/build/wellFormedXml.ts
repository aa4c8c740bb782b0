/**
 * A strict, small check that a file is well-formed XML of the plain kind the build writes (elements, double-quoted
 * attributes, text, the five named entities; no comments, CDATA or doctype): every tag closed in order, no bare
 * "<" or "&" in text or attributes. Returns what is wrong, or nothing.
 */
const name = '[A-Za-z_][\\w.:-]*';
const entity = '&(?:amp|lt|gt|quot|apos|#\\d+|#x[0-9a-fA-F]+);';
const attributeValue = `"(?:[^"<&]|${entity})*"`;
const tag = new RegExp(`^<(/?)(${name})((?:\\s+${name}=${attributeValue})*)\\s*(/?)>`);
const text = new RegExp(`^(?:[^<&]|${entity})*$`);

export function xmlProblems(xml: string): string | undefined {
  let rest = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const open: string[] = [];
  let roots = 0;
  while (rest.length) {
    const next = rest.indexOf('<');
    const before = next === -1 ? rest : rest.slice(0, next);
    if (!text.test(before)) return `text with a bare < or &: ${before.slice(0, 60)}`;
    if (!open.length && before.trim()) return `text outside the root element: ${before.slice(0, 60)}`;
    if (next === -1) break;
    rest = rest.slice(next);
    const match = tag.exec(rest);
    if (!match) return `not a tag: ${rest.slice(0, 60)}`;
    const [whole, closing, tagName, , selfClosing] = match;
    if (closing) {
      if (open.pop() !== tagName) return `</${tagName}> closes nothing open`;
    } else {
      if (!open.length) roots += 1;
      if (selfClosing === '') open.push(tagName);
    }
    rest = rest.slice(whole.length);
  }
  if (open.length) return `left open: ${open.join(', ')}`;
  return roots === 1 ? undefined : `${roots} root elements`;
}
