/**
 * The draft check's own process: a draft that takes too long, needs too much memory or answers with too much is
 * stopped and refused in words, a process that dies mid-check is answered in words, the next check works again, and a
 * crowd of checks waits in a short queue rather than piling up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkFailed,
  checkerBusy,
  createDraftChecker,
  defaultDraftCheckLimits,
  tooLargeToCheck,
  type DraftChecker,
} from '../../src/server/editor/draftChecker';
import path from 'node:path';
import { worstDraft } from './heavyDrafts';
import { projectRoot } from './helpers';

// Checks only read: the fixture site is used as it is.
const content = path.join(projectRoot, 'tests/fixtures/minimal-site');
let checker: DraftChecker | undefined;
afterEach(async () => {
  await checker?.close();
  checker = undefined;
});
const aboutPage = [
  'route: /about',
  'title: About',
  'description: About us.',
  'blocks:',
  '  - type: stats',
  '    items:',
  '      - value: "{{years}}+"',
  '        label: Years',
  '',
].join('\n');

describe('the draft checker', () => {
  it('answers with the mistakes of the site with the draft in place, and the preview when it passes', async () => {
    checker = createDraftChecker(() => {});
    const broken = await checker.check(content, { 'pages/about.yaml': aboutPage.replace('label:', 'lable:') });
    expect(broken.errors).toContainEqual(
      expect.objectContaining({
        file: 'pages/about.yaml',
        line: 8,
        message: '"lable" is not a field known here. Did you mean "label"?',
      }),
    );
    const passing = await checker.check(content, { 'pages/about.yaml': aboutPage }, { preview: true });
    expect(passing.errors).toEqual([]);
    expect(passing.preview?.page.title).toBe('About');
  });

  it('stops a check that passes its time limit, says so in words, and checks the next draft in a new process', async () => {
    const logged: string[] = [];
    checker = createDraftChecker((line) => logged.push(line), { ...defaultDraftCheckLimits, timeMs: 1 });
    await expect(checker.check(content, { 'pages/about.yaml': aboutPage })).rejects.toMatchObject({
      status: 422,
      message: tooLargeToCheck,
    });
    expect(logged.join('\n')).toContain('took longer than 0.001 s to check');
    await checker.close();
    checker = createDraftChecker(() => {});
    expect((await checker.check(content, { 'pages/about.yaml': aboutPage })).errors).toEqual([]);
  });

  it('stops a check that needs more than its memory, says so in words, and checks a small draft afterwards', async () => {
    const logged: string[] = [];
    // 14 MB: enough for a real page (about 10 MB), not for the heaviest draft the parser lets through (about 20 MB).
    checker = createDraftChecker((line) => logged.push(line), { ...defaultDraftCheckLimits, memoryMb: 14 });
    await expect(checker.check(content, { 'pages/about.yaml': worstDraft() })).rejects.toMatchObject({
      status: 422,
      message: tooLargeToCheck,
    });
    expect(logged.join('\n')).toContain('needed more than 14 MB to check');
    expect((await checker.check(content, { 'pages/about.yaml': aboutPage })).errors).toEqual([]);
  });

  it('refuses a crowd of checks past its queue with "busy", and answers the ones it took', async () => {
    checker = createDraftChecker(() => {}, { ...defaultDraftCheckLimits, queue: 2 });
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, () => checker!.check(content, { 'pages/about.yaml': aboutPage })),
    );
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(2);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 503, message: checkerBusy });
  });

  it('refuses an answer longer than its bound in words, and answers the next check within it', async () => {
    const logged: string[] = [];
    checker = createDraftChecker((line) => logged.push(line), { ...defaultDraftCheckLimits, answerChars: 300 });
    const draft = { 'pages/about.yaml': aboutPage };
    await expect(checker.check(content, draft, { preview: true })).rejects.toMatchObject({
      status: 422,
      message: tooLargeToCheck,
    });
    expect(logged.join('\n')).toContain('came to more than 300 characters');
    // Without the preview's data the answer is a few characters.
    expect((await checker.check(content, draft)).errors).toEqual([]);
  });

  it('answers a check whose process is killed in words, and starts a new process for the next', async () => {
    const logged: string[] = [];
    checker = createDraftChecker((line) => logged.push(line));
    const draft = { 'pages/about.yaml': aboutPage };
    await checker.check(content, draft);
    const killed = checker.check(content, { 'pages/about.yaml': worstDraft() });
    process.kill(checker.processId()!, 'SIGKILL');
    await expect(killed).rejects.toMatchObject({ status: 500, message: checkFailed });
    expect(logged.join('\n')).toContain('the process that checks drafts ended (SIGKILL)');
    expect((await checker.check(content, draft)).errors).toEqual([]);
  });
});
