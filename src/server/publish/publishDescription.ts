/**
 * The description a person gives a publish: one line of plain text, at most `maxDescription` characters. It
 * becomes the git commit's message, a line of the history and of the log, so it is refused (400, in words) when it
 * holds a control character or a bidirectional override, by the same rule as the quote form's one-line fields: an
 * escape sequence would act on the terminal that shows `git log`, a NUL cannot be passed to git at all, and an
 * override makes the line read differently from what it is.
 */
import { controlCharactersInOneLine } from '../../quotes/quoteRules.ts';
import { requestMessages } from '../../quotes/quoteMessages.ts';
import { PublishRefused } from './publishTypes.ts';

export const maxDescription = 200;

/** The description as it is kept: spaces run together, none at the ends. */
export function cleanDescription(description: string): string {
  if (controlCharactersInOneLine.test(description))
    throw new PublishRefused(requestMessages.controlCharacter('The description'), 400);
  const line = description.replace(/\s+/g, ' ').trim();
  if (!line) throw new PublishRefused('Describe the change in a few words, for example "New team page".', 400);
  if (line.length > maxDescription)
    throw new PublishRefused(`Keep the description to one line (at most ${maxDescription} characters).`, 400);
  return line;
}
