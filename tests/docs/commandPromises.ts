/**
 * What each command shown in README.md and docs/*.md promises, checked by running it exactly as written in a copy of
 * the project (tests/docs/documentedCommands.test.ts).
 *
 * To document a new command, add one entry to the list of its kind: siteCommandPromises.ts for the commands that
 * make, check, time and serve the site, dataCommandPromises.ts for those that look after the server's data. An entry
 * is a `pattern` for the whole command line as the docs show it, the `promise` in words, and a `judge` that runs it
 * (`context.run()`, verbatim) and checks what the docs say: exit code, the file it writes, the words it prints
 * (commandJudge.ts says what a judge gets). A long-running server is started with `context.serve()` and probed over
 * HTTP. A command that cannot run here at all, or that takes minutes by design, is not listed here but in the one
 * list of exemptions, `commandsNotRun` in tests/docs/documentedCommands.test.ts, with its reason. Entries run in the
 * order of this list (so `npm run new-page` comes before `npm run check`, and the backup before the listings).
 */
import type { CommandPromise } from './commandJudge';
import { dataCommandPromises } from './dataCommandPromises';
import { siteCommandPromises } from './siteCommandPromises';

export const commandPromises: CommandPromise[] = [...siteCommandPromises, ...dataCommandPromises];
