import type { CodeEditorHandle } from './CodeEditor';

/**
 * Puts a new photo into the YAML: on a `src:` line (or the `alt:` line next to it) it replaces that picture and its
 * description; anywhere else it adds an `image:` with both at the cursor.
 */
export function insertPhoto(editor: CodeEditorHandle | null, src: string, alt: string) {
  if (!editor) return;
  const { offset, text } = editor.cursor();
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEndIndex = text.indexOf('\n', offset);
  const lineEnd = lineEndIndex < 0 ? text.length : lineEndIndex;
  const line = text.slice(lineStart, lineEnd);
  const quotedAlt = JSON.stringify(alt.trim());
  const lines = text.split('\n');
  const row = text.slice(0, lineStart).split('\n').length - 1;
  const field = /^(\s*(?:-\s+)?)(src|alt):/.exec(line);
  if (field) {
    const indent = field[1].length;
    // The picture's two lines: this one and its neighbour at the same indentation.
    const partner = field[2] === 'src' ? 'alt' : 'src';
    const near = [row - 1, row + 1].find((index) => {
      const match = /^(\s*(?:-\s+)?)(\w+):/.exec(lines[index] ?? '');
      return match && match[2] === partner && match[1].length === indent;
    });
    const rewrite = (index: number, key: string, value: string) => {
      const match = /^(\s*(?:-\s+)?)/.exec(lines[index])!;
      lines[index] = `${match[1]}${key}: ${value}`;
    };
    rewrite(row, field[2], field[2] === 'src' ? src : quotedAlt);
    if (near !== undefined) rewrite(near, partner, partner === 'src' ? src : quotedAlt);
    else lines.splice(row + 1, 0, `${' '.repeat(indent)}${partner}: ${partner === 'src' ? src : quotedAlt}`);
    editor.insert(lines.join('\n'), 0, text.length);
    return;
  }
  const indent = /^\s*/.exec(line)![0];
  const block = `${indent}image:\n${indent}  src: ${src}\n${indent}  alt: ${quotedAlt}`;
  if (line.trim() === '') editor.insert(block, lineStart, lineEnd);
  else editor.insert(`\n${block}`, lineEnd, lineEnd);
}
