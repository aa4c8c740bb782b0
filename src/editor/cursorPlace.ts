/**
 * Where the cursor is in a YAML file, read from the indentation of the lines above it, as a person reads it: the
 * path of fields and list items down to it, the fields already beside it, and the word being typed. It works on a
 * half-typed file that no parser would accept. (Used by schemaHelp.ts.)
 */

export type Segment = { key: string } | { item: true; type?: string };

export interface Place {
  /** From the top of the file to the mapping the cursor is in. */
  path: Segment[];
  /** The fields already in that mapping. */
  siblings: Record<string, string>;
  /** Typing a field name, or the value of `key`. */
  mode: 'key' | 'value';
  key?: string;
  /** What is typed so far of the word being completed, and where it starts. */
  prefix: string;
  from: number;
  /** The indentation of the field name being typed (for snippets that span lines). */
  indent: number;
}

export const keyLine = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)\s*:(?:\s+(.*))?$/;
const dashLine = /^(\s*)-(?:\s+|$)(.*)$/;

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;
const isBlank = (line: string) => /^\s*(#.*)?$/.test(line);
export const unquote = (value: string) =>
  value
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');

/** The fields of the mapping whose keys start at column `indent`, around line `at` (the line itself excluded). */
function fieldsAround(lines: string[], at: number, indent: number): Record<string, string> {
  const fields: Record<string, string> = {};
  const read = (line: string) => {
    const match = keyLine.exec(line);
    if (match && match[1].length + match[2].length === indent) fields[match[3]] = unquote(match[4] ?? '');
  };
  for (let index = at - 1; index >= 0; index--) {
    const line = lines[index];
    if (isBlank(line)) continue;
    const match = keyLine.exec(line);
    const start = match ? match[1].length + match[2].length : indentOf(line);
    if (start < indent) break;
    read(line);
    // The line that opens the list item holds its first field: the mapping starts there.
    if (match?.[2] && start === indent) break;
    if (indentOf(line) < indent) break;
  }
  for (let index = at + 1; index < lines.length; index++) {
    const line = lines[index];
    if (isBlank(line)) continue;
    if (indentOf(line) < indent || (dashLine.test(line) && indentOf(line) <= indent)) break;
    read(line);
  }
  return fields;
}

/** The `type:` of the list item that opens at line `at` (its content starting at column `indent`). */
function typeOfItem(lines: string[], at: number, indent: number): string | undefined {
  const own = keyLine.exec(lines[at]);
  if (own?.[3] === 'type') return unquote(own[4] ?? '');
  return fieldsAround(lines, at, indent).type;
}

export function placeAt(text: string, offset: number): Place | undefined {
  const lines = text.slice(0, offset).split('\n');
  const row = lines.length - 1;
  const before = lines[row];
  const allLines = text.split('\n');
  let mode: Place['mode'];
  let indent: number;
  let key: string | undefined;
  let prefix: string;
  let dashes: string;
  let lead: string;
  const value = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)\s*:\s+(.*)$/.exec(before);
  const field = /^(\s*)((?:-\s+)*)([A-Za-z_$][\w$-]*)?$/.exec(before);
  if (value) {
    [, lead, dashes, key] = value;
    mode = 'value';
    prefix = value[4].replace(/^['"]/, '');
  } else if (field) {
    [, lead, dashes] = field;
    mode = 'key';
    prefix = field[3] ?? '';
  } else return undefined;
  indent = lead.length + dashes.length;

  const path: Segment[] = [];
  let limit = indent;
  // A dash on the cursor's own line opens a list item: the mapping is that item.
  if (dashes) {
    const lastDash = lead.length + dashes.trimEnd().lastIndexOf('-');
    path.push({ item: true, type: mode === 'value' && key === 'type' ? undefined : typeOfItem(allLines, row, indent) });
    limit = lastDash;
    // "- - x": lists in lists do not occur in the content.
  }
  let afterItem = Boolean(dashes);
  for (let index = row - 1; index >= 0 && limit > 0; index--) {
    const line = allLines[index];
    if (isBlank(line)) continue;
    const lineIndent = indentOf(line);
    const dash = dashLine.exec(line);
    if (dash) {
      const contentIndent =
        line.length - line.trimStart().length + 1 + (/^-(\s*)/.exec(line.trimStart())![1].length || 1);
      const match = keyLine.exec(line);
      // The item this mapping belongs to.
      if (contentIndent === limit && !afterItem) {
        path.push({ item: true, type: typeOfItem(allLines, index, contentIndent) });
        limit = lineIndent;
        afterItem = true;
        continue;
      }
      // "- image:" with the cursor's mapping under "image".
      if (lineIndent < limit && match && contentIndent < limit && (match[4] ?? '') === '') {
        path.push({ key: match[3] });
        path.push({ item: true, type: typeOfItem(allLines, index, contentIndent) });
        limit = lineIndent;
        afterItem = true;
      }
      continue;
    }
    const match = keyLine.exec(line);
    if (!match) continue;
    if (lineIndent < limit || (afterItem && lineIndent === limit)) {
      if ((match[4] ?? '').trim() !== '' && !(match[4] ?? '').trim().startsWith('#')) continue;
      path.push({ key: match[3] });
      limit = lineIndent;
      afterItem = false;
    }
  }
  path.reverse();
  const siblings = fieldsAround(allLines, row, indent);
  if (mode === 'value' && key === 'type') delete siblings.type;
  return { path, siblings, mode, key, prefix, from: offset - prefix.length, indent };
}
