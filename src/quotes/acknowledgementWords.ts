/**
 * The words of a form's reply to the visitor with their answers filled in: {firstName} in single braces is the
 * answer to the field of that name. The facts in double braces were filled in by the build already. Plain functions
 * without Node: the content checker and the server's e-mail read placeholders the same way.
 */

/** {name} in single braces, not part of a {{fact}}. */
const answerPlaceholder = /(?<!\{)\{([A-Za-z][A-Za-z0-9]*)\}(?!\})/g;

/** The field names a text fills in, in order. */
export function answerPlaceholders(text: string): string[] {
  return [...text.matchAll(answerPlaceholder)].map((match) => match[1]);
}

/**
 * The text with each {name} replaced by the visitor's answer. An answer left empty leaves no gap before the
 * punctuation after it ("Hello {firstName}," reads "Hello," rather than "Hello ,").
 */
export function fillAnswers(text: string, answers: Readonly<Record<string, string>>): string {
  // A function as replacement: a "$&" in a visitor's answer stays as written.
  const filled = text.replace(answerPlaceholder, (_whole, name: string) => (answers[name] ?? '').trim());
  return filled.replace(/[ \t]+([,.!?;:])/g, '$1').replace(/[ \t]{2,}/g, ' ');
}
