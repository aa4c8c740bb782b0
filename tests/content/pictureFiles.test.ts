// @vitest-environment node
/**
 * The build's image step (src/prerender/images.ts) reads only pictures inside the public folder, and says what is
 * wrong with one by the path the content uses: no server folder, no call stack.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planImages } from '../../src/prerender/images';

const root = mkdtempSync(path.join(tmpdir(), 'picture-files-'));
const publicDir = path.join(root, 'public');
const elsewhere = path.join(root, 'elsewhere');
mkdirSync(path.join(publicDir, 'images'), { recursive: true });
mkdirSync(elsewhere);
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>';
writeFileSync(path.join(publicDir, 'images/roof.svg'), svg);
writeFileSync(path.join(publicDir, 'images/notes.png'), 'a shopping list, not a picture\n');
writeFileSync(path.join(elsewhere, 'logo.svg'), svg);
symlinkSync(path.join(elsewhere, 'logo.svg'), path.join(publicDir, 'images/logo.svg'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the step says about `src`: its message, and whether it carries anything but that message. */
async function refusal(src: string) {
  const error = (await planImages([src], publicDir).catch((caught: unknown) => caught)) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error.stack).toBe('');
  expect(error.message).not.toContain(root);
  return error.message;
}

describe('the pictures the build reads', () => {
  it('a picture in the public folder is measured', async () => {
    const { manifest } = await planImages(['/images/roof.svg'], publicDir);
    expect(manifest['/images/roof.svg']).toMatchObject({ width: 1600, height: 1200 });
  });

  it('a file with a picture’s name that is no picture: said in words, by its path in the content', async () => {
    expect(await refusal('/images/notes.png')).toBe(
      'The image /images/notes.png is not a picture that can be read: save it again as SVG, JPEG, PNG or WebP, or use another file.',
    );
  });

  it('a picture that is not there', async () => {
    expect(await refusal('/images/gone.png')).toBe('The image /images/gone.png was not found in the public folder.');
  });

  it('a path out of the public folder, or a link to a file elsewhere, is never read', async () => {
    expect(await refusal('/images/../../elsewhere/logo.svg')).toBe(
      'The image /images/../../elsewhere/logo.svg is outside the public folder.',
    );
    expect(await refusal('/images/logo.svg')).toBe('The image /images/logo.svg is outside the public folder.');
  });
});
