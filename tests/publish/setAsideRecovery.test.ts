/**
 * A server killed while a page was set aside for a publish (left out, or waiting during an undo): at the next start
 * the page is back in the working folder exactly as it was saved. Played with the publisher's own steps: the files
 * are set aside and written down as a publish does, then a new publisher starts on the same folders.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRecords } from '../../src/server/publish/publishRecords';
import { createPublisher } from '../../src/server/publish/publisher';
import { setAside } from '../../src/server/publish/setAside';

const savedGutters = 'route: /services/gutters\ntitle: "Gutters | {{shortName}}"\n';
const liveHome = 'route: /\ntitle: "Home | {{shortName}}"\n';
const savedHome = 'route: /\ntitle: "Welcome Home | {{shortName}}"\n';

let base: string;
let root: string;
let dataDir: string;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A publisher started on the folders, as the server does at its start; resolves once it has tidied up. */
async function restart() {
  const publisher = createPublisher({
    root,
    dataDir,
    initialDir: path.join(base, 'dist'),
    swap: async () => undefined,
    log: () => undefined,
  });
  await publisher.idle();
  return publisher;
}

/** What a publish leaving out the gutters page and the home page's change writes down and does, before a kill. */
function setAsideAsAPublishDoes(options: { copied: boolean }) {
  const records = publishRecords(dataDir);
  const underWay = {
    author: 'maria',
    description: 'Phone number',
    started: new Date().toISOString(),
    pid: 999_999,
  };
  records.recordUnderWay(underWay);
  const replacements = [
    { file: 'pages/services/gutters.yaml', bytes: undefined },
    { file: 'pages/home.yaml', bytes: Buffer.from(liveHome) },
  ];
  if (options.copied) {
    setAside(root, records.setAsideDir, replacements, (files) =>
      records.recordUnderWay({ ...underWay, setAside: files }),
    );
  } else {
    // Killed right after writing the list down, before any file was copied or replaced.
    records.recordUnderWay({
      ...underWay,
      setAside: replacements.map(({ file }) => ({ file, saved: true })),
    });
  }
}

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'set-aside-'));
  root = path.join(base, 'site');
  dataDir = path.join(base, 'data');
  mkdirSync(dataDir);
  write('site.yaml', 'company:\n  shortName: Summit Ridge\n');
  write('pages/home.yaml', savedHome);
  write('pages/services/gutters.yaml', savedGutters);
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('a server killed while pages were set aside for a publish', () => {
  it('puts the pages back as saved at the next start, and says the publish stopped', async () => {
    setAsideAsAPublishDoes({ copied: true });
    // What the build would have seen: the live home page, and no gutters page.
    expect(textOf('pages/home.yaml')).toBe(liveHome);
    expect(existsSync(path.join(root, 'pages/services/gutters.yaml'))).toBe(false);

    const publisher = await restart();
    expect(textOf('pages/home.yaml')).toBe(savedHome);
    expect(textOf('pages/services/gutters.yaml')).toBe(savedGutters);
    expect(existsSync(path.join(dataDir, 'publish/set-aside'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'publish/publishing.json'))).toBe(false);
    expect(publisher.lastNotice()?.message).toMatch(/^The server stopped while maria was publishing "Phone number"/);
  });

  it('leaves the pages alone when it was killed before they were set aside', async () => {
    setAsideAsAPublishDoes({ copied: false });
    await restart();
    expect(textOf('pages/home.yaml')).toBe(savedHome);
    expect(textOf('pages/services/gutters.yaml')).toBe(savedGutters);
    expect(existsSync(path.join(dataDir, 'publish/publishing.json'))).toBe(false);
  });
});
