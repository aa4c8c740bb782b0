/**
 * Every `npm …` command that README.md and docs/*.md show in a code block or a table is run exactly as written, in
 * one throw-away copy of the project, and must do what tests/docs/commandPromises.ts says the docs promise. A
 * command the docs show and that list does not know fails here until someone writes down what it promises, or adds
 * it, with its reason, to `commandsNotRun` below: the one list of the documented commands this test does not run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/projectFiles';
import { expectSuccess, type JudgeContext } from './commandJudge';
import { commandPromises } from './commandPromises';
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

/**
 * The documented commands this test does not run, each with the reason. Every other command the docs show is run as
 * written; keep this list short.
 */
const commandsNotRun: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^npm ci$/,
    reason:
      'reinstalls node_modules from the registry, which the copy shares with this checkout by a link; CI runs npm ci ' +
      'itself before the tests',
  },
  { pattern: /^npm test$/, reason: 'runs the whole test suite, this test included' },
  { pattern: /^npm run bench$/, reason: 'takes about 4 minutes by design (Lighthouse three times per route)' },
  {
    pattern: /^npm run test:mutation( -- --all)?$/,
    reason:
      'takes minutes, and 6 to 20 with --all (every mutant); CI runs it as written right after ' +
      'npm test (.ci/run, checked by tests/deploy/ciWorkflow.test.ts)',
  },
];

const documented = documentedCommands();
const judged = documented.map((each) => {
  const index = commandPromises.findIndex((entry) => entry.pattern.test(each.command));
  const notRun = commandsNotRun.find((entry) => entry.pattern.test(each.command));
  return { ...each, index, entry: commandPromises[index], notRun };
});
// In the order of the list of promises (new-page before check, build before screenshots), then as the docs show them.
const ordered = judged.filter((each) => each.entry).sort((a, b) => a.index - b.index);
const notRun = judged.filter((each) => !each.entry && each.notRun);
const unknown = judged.filter((each) => !each.entry && !each.notRun);

describe('the commands the docs show', () => {
  it('are either run or listed in commandsNotRun, never both', () => {
    expect(judged.filter((each) => each.entry && each.notRun).map((each) => each.command)).toEqual([]);
  });

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
        'and a judge that runs it and checks what the docs say (or, for a command that cannot run here, add it to ' +
        'commandsNotRun in tests/docs/documentedCommands.test.ts with its reason).',
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

  for (const { command, places, notRun: entry } of notRun) {
    it.skip(`${command}  (${places.join(', ')}) — not run: ${entry!.reason}`, () => {});
  }

  for (const { command, places, entry } of ordered) {
    const { judge, pattern, promise, timeoutMs } = entry!;
    it(`${command}  (${places.join(', ')}): ${promise}`, { timeout: timeoutMs ?? 60_000 }, async () => {
      await judge(context(command, pattern.exec(command)!));
    });
  }
});
