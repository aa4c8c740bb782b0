/**
 * Every `npm …` command that README.md and docs/*.md show in a code block or a table is run exactly as written, in
 * one throw-away copy of the project, and must do what tests/docs/commandPromises.ts says the docs promise. A
 * command the docs show and that list does not know fails here until someone writes down what it promises.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/projectFiles';
import { type CommandPromise, commandPromises, expectSuccess, type JudgeContext } from './commandPromises';
import { copyProject, removeCopy, runCommand, startServer } from './projectCopy';

interface DocumentedCommand {
  command: string;
  /** README.md:31, docs/quotes.md:90 */
  places: string[];
}

const envAssignment = `[A-Z_][A-Z0-9_]*=(?:'[^']*'|"[^"]*"|\\S+)\\s+`;
const commandLine = new RegExp(`^(?:${envAssignment})*npm\\s`);

/** The npm commands of one Markdown file: lines of its code blocks (a `&&` chain is several) and its table cells. */
function commandsIn(markdown: string, file: string): { command: string; place: string }[] {
  const found: { command: string; place: string }[] = [];
  const lines = markdown.split('\n');
  let inCodeBlock = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const place = `${file}:${index + 1}`;
    if (/^\s*(```|~~~)/.test(line)) {
      inCodeBlock = !inCodeBlock;
      continue;
    }
    if (inCodeBlock) {
      let logical = line;
      // A command continued over several lines with a trailing backslash.
      while (/\\\s*$/.test(logical) && index + 1 < lines.length)
        logical = `${logical.replace(/\\\s*$/, '')} ${lines[++index].trim()}`;
      const withoutComment = logical.replace(/^\s*\$\s+/, '').replace(/\s+#\s.*$/, '');
      for (const step of withoutComment.split('&&').map((part) => part.trim().replace(/\s+/g, ' '))) {
        if (commandLine.test(step)) found.push({ command: step, place });
      }
    } else if (/^\s*\|/.test(line)) {
      for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
        if (commandLine.test(code.trim())) found.push({ command: code.trim().replace(/\s+/g, ' '), place });
      }
    }
  }
  return found;
}

function documentedCommands(): DocumentedCommand[] {
  const docsDir = path.join(projectRoot, 'docs');
  const files = [
    'README.md',
    ...readdirSync(docsDir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ];
  const commands = new Map<string, string[]>();
  for (const file of files) {
    for (const { command, place } of commandsIn(readFileSync(path.join(projectRoot, file), 'utf8'), file)) {
      commands.set(command, [...(commands.get(command) ?? []), place]);
    }
  }
  return [...commands].map(([command, places]) => ({ command, places }));
}

const documented = documentedCommands();
const judged = documented.map((each) => {
  const index = commandPromises.findIndex((entry) => entry.pattern.test(each.command));
  return { ...each, index, entry: commandPromises[index] as CommandPromise | undefined };
});
// In the order of the list of promises (new-page before check, build before screenshots), then as the docs show them.
const ordered = judged.filter((each) => each.entry).sort((a, b) => a.index - b.index);
const unknown = judged.filter((each) => !each.entry);

describe('the commands the docs show', () => {
  it('are found in the docs (the README table and its code blocks)', () => {
    const commands = documented.map((each) => each.command);
    expect(commands).toContain('npm run new-page -- /services/gutters');
    expect(commands).toContain('npm start');
    expect(commands).toContain('npm run check');
  });

  it.each(unknown.map((each) => [each.command, each] as const))('%s has a written promise', (command, each) => {
    throw new Error(
      `${each.places.join(', ')} shows \`${command}\`, but tests/docs/commandPromises.ts does not say what it ` +
        'promises. Add an entry to commandPromises there: a pattern for this command line, the promise in words, ' +
        'and a judge that runs it and checks what the docs say (or an exemption with its reason).',
    );
  });
});

describe('the commands the docs show, run as written in a fresh copy of the project', () => {
  let dir = '';
  let built = false;

  beforeAll(() => {
    dir = copyProject();
  });
  afterAll(() => {
    if (dir) removeCopy(dir);
  });

  function context(command: string, match: RegExpExecArray): JudgeContext {
    return {
      command,
      match,
      dir,
      run: (options) => runCommand(command, dir, options),
      serve: (options) => startServer(command, dir, options),
      async ensureBuilt() {
        if (built || existsSync(path.join(dir, 'dist', 'index.html'))) return;
        expectSuccess(await runCommand('npm run build', dir, { timeoutMs: 170_000 }), 'npm run build');
        built = true;
      },
    };
  }

  for (const { command, places, entry } of ordered) {
    const title = `${command}  (${places.join(', ')}): ${entry!.promise}`;
    const { exempt, judge, pattern, timeoutMs } = entry!;
    if (exempt?.trim()) {
      it.skip(`${title} — not run: ${exempt}`, () => {});
      continue;
    }
    it(title, { timeout: timeoutMs ?? 60_000 }, async () => {
      if (!judge)
        throw new Error(`The entry for ${pattern} in tests/docs/commandPromises.ts needs a judge or a reason.`);
      await judge(context(command, pattern.exec(command)!));
    });
  }
});
