/**
 * The CI workflow (.github/workflows/ci.yml): valid by the published schema for GitHub workflows, running the
 * steps of .ci/run, and its check step turning a broken page into an annotation on the page's line.
 */
import Ajv from 'ajv';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const projectRoot = path.resolve(__dirname, '../..');
const workflowText = readFileSync(path.join(projectRoot, '.github/workflows/ci.yml'), 'utf8');
const workflow = parse(workflowText) as {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: { name?: string; run?: string; uses?: string; with?: Record<string, string> }[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

// SchemaStore's github-workflow.json, vendored (tests/deploy/github-workflow-schema/README.md says from where).
const schema = JSON.parse(readFileSync(path.join(__dirname, 'github-workflow-schema/github-workflow.json'), 'utf8'));
const validateWorkflow = new Ajv({ strict: false, allErrors: true }).compile(schema);

describe('.github/workflows/ci.yml', () => {
  it('is a valid GitHub workflow by the published schema', () => {
    const valid = validateWorkflow(workflow);
    expect(validateWorkflow.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('would be rejected by the schema with a misspelled key (the schema is not a blank check)', () => {
    const misspelled = parse(workflowText.replace('runs-on:', 'run-on:'));
    expect(validateWorkflow(misspelled)).toBe(false);
  });

  it('runs on every push and pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('runs the steps of .ci/run in its order: system packages, npm ci, the check, npm test', () => {
    const ciSteps = steps.flatMap((step) => step.run?.match(/^bash \.ci\/run (\w+)$/)?.[1] ?? []);
    expect(ciSteps).toEqual(['system', 'install', 'check', 'test']);
    const ciScript = readFileSync(path.join(projectRoot, '.ci/run'), 'utf8');
    expect(ciScript).toMatch(/^install\(\) \{\n {2}npm ci\b/m);
    expect(ciScript).toMatch(/^check\(\) \{\n {2}npm run check -- --format github\n\}/m);
    expect(ciScript).toMatch(/^run_tests\(\) \{\n {2}npm test\n/m);
  });

  it('runs mutation testing after npm test, in the test step', () => {
    const ciScript = readFileSync(path.join(projectRoot, '.ci/run'), 'utf8');
    const body = /^run_tests\(\) \{\n([\s\S]*?)\n\}/m.exec(ciScript)?.[1] ?? '';
    const commands = body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(commands).toEqual(['npm test', 'npm run test:mutation']);
    expect(ciScript).toMatch(/^ {2}test\) run_tests ;;$/m);
  });

  it('caches npm downloads and the encoded pictures (restored after npm ci, which empties node_modules)', () => {
    const cached = steps.filter((step) => step.uses?.startsWith('actions/cache@')).map((step) => step.with?.path);
    expect(cached).toEqual(['~/.npm', 'node_modules/.cache/site-images', '~/.cache/summit-ridge-site/mutation']);
    const order = (predicate: (step: (typeof steps)[number]) => boolean) => steps.findIndex(predicate);
    expect(order((step) => step.with?.path === 'node_modules/.cache/site-images')).toBeGreaterThan(
      order((step) => step.run === 'bash .ci/run install'),
    );
  });
});

describe('the record of mutation results in CI', () => {
  const recordStep = steps.find((step) => step.with?.path === '~/.cache/summit-ridge-site/mutation');

  it('is restored before the test step, from the folder stryker.config.mjs keeps it in', async () => {
    const { mutationRecordDir } = (await import(pathToFileURL(path.join(projectRoot, 'stryker.config.mjs')).href)) as {
      mutationRecordDir: (env: Record<string, string>, home: string, packageName: string) => string;
    };
    const { name } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { name: string };
    expect(recordStep?.with?.path.replace('~', '/home')).toBe(mutationRecordDir({}, '/home', name));
    expect(steps.indexOf(recordStep!)).toBeLessThan(steps.findIndex((step) => step.run === 'bash .ci/run test'));
  });

  it('is keyed on the inputs that name the record, and the checkout has the history to compare a change with', () => {
    for (const input of ['schema/**', 'tests/fixtures/**', 'tests/content/**', 'vitest.mutation.config.ts'])
      expect(recordStep?.with?.key).toContain(`'${input}'`);
    expect(recordStep?.with?.key).toMatch(/-\$\{\{ github\.sha \}\}$/);
    expect(recordStep?.with?.['restore-keys']).toBe(recordStep?.with?.key.replace(/\$\{\{ github\.sha \}\}$/, ''));
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
  });
});

describe('the check step', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  /** The project's content and code in a fresh folder (node_modules linked), as CI checks out a pull request. */
  function copyOfProject(): string {
    const copy = mkdtempSync(path.join(tmpdir(), 'ci-check-'));
    copies.push(copy);
    for (const entry of [
      '.ci',
      'package.json',
      'tsconfig.json',
      'site.yaml',
      'pages',
      'collections',
      'public',
      'schema',
      'src',
      'blocks',
    ]) {
      cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
    }
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    return copy;
  }

  it('annotates a broken page on the changed line and fails the job', async () => {
    const copy = copyOfProject();
    const page = path.join(copy, 'pages/about.yaml');
    const lines = readFileSync(page, 'utf8').split('\n');
    const index = lines.findIndex((line) => /^ {4}heading: /.test(line));
    expect(index).toBeGreaterThan(0);
    lines[index] = lines[index].replace('heading:', 'haeding:');
    writeFileSync(page, lines.join('\n'));

    const checkStep = steps.find((step) => step.run?.endsWith(' check'));
    expect(checkStep?.run).toBe('bash .ci/run check');
    const result = await promisify(execFile)('bash', ['-e', '-c', checkStep!.run!], {
      cwd: copy,
      env: { ...process.env, CI: 'true' },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

    expect(result.code).not.toBe(0);
    const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toContainEqual(
      expect.stringMatching(
        new RegExp(`^::error file=pages/about\\.yaml,line=${index + 1},col=\\d+::.*"haeding" is not a field`),
      ),
    );
  });
});
