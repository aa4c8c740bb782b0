/**
 * Text that came from outside (a name typed at sign-in, a request's path) on its way into the server's log. A log is
 * read line by line, by people and by tools: a line break or a terminal escape in such text could forge a line ("Editor:
 * tester signed in.") or hide one, so every control character is written as an escape, and the text is cut short.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function textForLog(value: string, maxLength = 80): string {
  const shown = value.length > maxLength ? `${value.slice(0, maxLength)}…` : value;
  return shown.replace(controlCharacters, (character) => {
    const code = character.charCodeAt(0);
    if (character === '\n') return '\\n';
    if (character === '\r') return '\\r';
    if (character === '\t') return '\\t';
    return `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
