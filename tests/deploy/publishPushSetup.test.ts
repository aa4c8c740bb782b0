/**
 * docs/deploy.md's steps for publishes that push (PUBLISH_PUSH=1): the key is made where ssh looks for the site's
 * user's key, the checkout's origin becomes the SSH address (the documented command, run on a clone made as step 3
 * makes it), and the git host's key is recorded by hand once, before the service, which cannot answer ssh's
 * question, ever pulls.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { removeDir, tempDir } from '../server/helpers';

const projectRoot = path.resolve(__dirname, '../..');
const guide = readFileSync(path.join(projectRoot, 'docs/deploy.md'), 'utf8');
const work = tempDir('push-setup');
afterAll(() => removeDir(work));

/** The lines of the shell code blocks between a heading and the next heading of the same level or higher. */
function shellLinesOf(heading: string): string[] {
  const start = guide.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const level = heading.match(/^#+/)![0];
  const rest = guide.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) => block[1].trim().split('\n'));
}

const pushSetup = shellLinesOf('### Publishing from the editor');
const asSiteUser = 'sudo -u summit-ridge ';

it("makes the key in the site's user's home, where ssh looks for it", () => {
  const home = shellLinesOf('## 3. A user for the site, and the code')
    .find((line) => line.includes('adduser'))
    ?.match(/--home (\S+)/)?.[1];
  expect(home).toBe('/srv/summit-ridge');
  const keygen = pushSetup.find((line) => line.includes('ssh-keygen -t'));
  expect(keygen).toContain(`${asSiteUser}ssh-keygen`);
  expect(keygen).toContain(`-f ${home}/.ssh/id_ed25519`);
});

it("points the checkout's origin at the repository's SSH address", () => {
  const setUrl = pushSetup.find((line) => line.includes('remote set-url origin'));
  expect(setUrl).toMatch(
    /^sudo -u summit-ridge git -C \/srv\/summit-ridge\/site remote set-url origin git@github\.com:/,
  );
  // A clone as step 3 makes it, then the documented command on it.
  const checkout = path.join(work, 'site');
  execFileSync('git', ['init', '-q', checkout]);
  execFileSync('git', [
    '-C',
    checkout,
    'remote',
    'add',
    'origin',
    'https://github.com/YOUR-ACCOUNT/YOUR-REPOSITORY.git',
  ]);
  const [command, ...args] = setUrl!.slice(asSiteUser.length).replace('/srv/summit-ridge/site', checkout).split(' ');
  execFileSync(command, args);
  const url = (...extra: string[]) =>
    execFileSync('git', ['-C', checkout, 'remote', 'get-url', ...extra, 'origin'], { encoding: 'utf8' }).trim();
  expect(url()).toBe('git@github.com:YOUR-ACCOUNT/YOUR-REPOSITORY.git');
  expect(url('--push')).toBe('git@github.com:YOUR-ACCOUNT/YOUR-REPOSITORY.git');
});

it("records the git host's key for the site's user once, by hand, after the origin is set", () => {
  const connect = pushSetup.findIndex((line) =>
    /^sudo -u summit-ridge ssh .*StrictHostKeyChecking=accept-new/.test(line),
  );
  expect(connect).toBeGreaterThan(pushSetup.findIndex((line) => line.includes('remote set-url origin')));
  const line = pushSetup[connect];
  expect(line).toMatch(/ git@github\.com$/);
  // ssh itself accepts the options as written (-G prints the settings it would use, without connecting).
  const args = line.slice(asSiteUser.length).split(' ').slice(1);
  const settings = execFileSync('ssh', ['-G', ...args.filter((arg) => arg !== '-T')], { encoding: 'utf8' });
  expect(settings).toMatch(/^stricthostkeychecking accept-new$/m);
  expect(settings).toMatch(/^hostname github\.com$/m);
  expect(pushSetup).toContain('sudo -u summit-ridge ssh-keygen -lf /srv/summit-ridge/.ssh/known_hosts');
});
