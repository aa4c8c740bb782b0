/**
 * Photos sent with a request, on the production server: what a visitor sends without JavaScript (a multipart post)
 * is re-encoded and kept with the request, without its camera data and location; too many, too large, or not a photo
 * is a message on the photos field with everything typed kept; the photos count in the day's storage cap; the
 * office's e-mail links to them with links that expire and cannot be forged; the inbox shows them to signed-in
 * people only; deleting a request deletes its photos; a backup holds them; a spam request keeps them, unmailed.
 */
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/quotes/formFields';
import { openAccountStore } from '../../src/server/editor/accounts';
import type { QuoteEmail } from '../../src/server/mail/quoteEmail';
import { checkPhotoLink, photoLinkKey, photoLinkPath } from '../../src/server/quotes/photoLinks';
import { backupQuoteDatabase } from '../../src/server/store/backup';
import { cleanupAfterEach, contactForm, removeDir, startTestApp, tempDir, writeFakeDist } from './helpers';
import { send } from './rawHttp';

const cleanup = cleanupAfterEach();

/** The contact form with an optional photos field that takes at most three. */
const formWithPhotos: FormDefinition = {
  ...contactForm,
  fields: [...contactForm.fields, { name: 'photos', kind: 'photos', label: 'Photos of the problem', maxPhotos: 3 }],
};

const heicPhoto = readFileSync(path.resolve(import.meta.dirname, '../editor/photos/phone-photo.heic'));

/** A camera's JPEG with its make and a GPS position in its EXIF, turned on its side by its orientation tag. */
function cameraJpeg(): Promise<Buffer> {
  // Noise, so that the photo weighs what a photo does rather than a few bytes of one colour.
  const noise = Buffer.alloc(1200 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 1200, height: 800, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .toBuffer();
}

interface Photo {
  name: string;
  bytes: Buffer;
  type: string;
}

/** What a browser without JavaScript posts: the fields and the chosen files as multipart/form-data, asking for HTML. */
async function postWithPhotos(port: number, fields: Record<string, string>, photos: Photo[], field = 'photos') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos)
    form.append(field, new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return send(port, {
    method: 'POST',
    path: '/api/quote',
    headers: {
      'Content-Type': encoded.headers.get('content-type')!,
      'Content-Length': body.length,
      Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    },
    body,
  });
}

const ann = { form: '/contact', firstName: 'Ann', email: 'ann@example.com', description: 'Water stain on the ceiling' };

async function appWithPhotos(options: Parameters<typeof startTestApp>[0] = {}) {
  const distDir = writeFakeDist({ forms: [formWithPhotos] });
  const app = await startTestApp({ distDir, ...options });
  cleanup(() => removeDir(distDir));
  cleanup(() => app.close());
  return app;
}

const onlyRequest = (app: Awaited<ReturnType<typeof appWithPhotos>>) => app.app.store.list({ includeSpam: true })[0];

describe('photos sent with a request', () => {
  it('keeps two photos (one HEIC) sent without JavaScript, upright, as JPEG, without camera data or location', async () => {
    const app = await appWithPhotos();
    const answer = await postWithPhotos(app.port, ann, [
      { name: 'IMG_2041.HEIC', bytes: heicPhoto, type: 'image/heic' },
      { name: 'attic.jpg', bytes: await cameraJpeg(), type: 'image/jpeg' },
    ]);
    expect(answer.status).toBe(303);
    const request = onlyRequest(app);
    expect(request.fields.find((field) => field.name === 'photos')?.value).toBe('2 photos');
    const photos = app.app.store.inbox.photos.list(request.id);
    expect(photos.map((photo) => photo.number)).toEqual([1, 2]);
    const stored = app.app.store.inbox.photos.read(request.id, 2, 'full')!;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Turned as its orientation tag said: 1200 × 800 on its side is 800 wide.
    expect([metadata.width, metadata.height]).toEqual([800, 1200]);
    const heic = await sharp(app.app.store.inbox.photos.read(request.id, 1, 'full')!).metadata();
    expect(heic.format).toBe('jpeg');
    expect(Math.max(heic.width!, heic.height!)).toBeLessThanOrEqual(2000);
    const small = await sharp(app.app.store.inbox.photos.read(request.id, 1, 'small')!).metadata();
    expect(Math.max(small.width!, small.height!)).toBeLessThanOrEqual(480);
  }, 60_000);

  it.each([
    [
      'four photos in a field that takes three',
      () => cameraJpeg().then((bytes) => Array(4).fill({ name: 'a.jpg', bytes, type: 'image/jpeg' })),
      'at most 3 photos',
    ],
    [
      'a photo over 12 MB',
      async () => [{ name: 'huge.jpg', bytes: Buffer.alloc(12 * 1024 * 1024 + 1, 1), type: 'image/jpeg' }],
      'larger than 12 MB',
    ],
    [
      'a PDF',
      async () => [{ name: 'quote.pdf', bytes: Buffer.from('%PDF-1.7\n'), type: 'application/pdf' }],
      'is not a photo we can read',
    ],
    [
      'a text file renamed .jpg',
      async () => [{ name: 'roof.jpg', bytes: Buffer.from('not a picture at all'), type: 'image/jpeg' }],
      'is not a photo we can read',
    ],
  ])(
    'refuses %s with a message on the photos field, keeping what was typed',
    async (_, photos, message) => {
      const app = await appWithPhotos();
      const answer = await postWithPhotos(app.port, ann, await photos());
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(message);
      expect(answer.text).toMatch(/<p class="error" id="photos-error">/);
      expect(answer.text).toContain('value="Ann"');
      expect(answer.text).toContain('Water stain on the ceiling');
      expect(answer.text).toContain('enctype="multipart/form-data"');
      expect(app.app.store.list({ includeSpam: true })).toEqual([]);
    },
    30_000,
  );

  it('says a file is not a photo in the same answer as a missing way to reply', async () => {
    const app = await appWithPhotos();
    const notes = { name: 'roof.jpg', bytes: Buffer.from('not a picture at all'), type: 'image/jpeg' };
    const answer = await postWithPhotos(app.port, { ...ann, email: '' }, [notes]);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('“roof.jpg” is not a photo we can read');
    expect(answer.text).toContain('so we can reply to you');
  }, 30_000);

  it('counts the photos in the day’s storage cap', async () => {
    const app = await appWithPhotos({ maxStoredBytesPerDay: 5_000 });
    const photo = { name: 'attic.jpg', bytes: await cameraJpeg(), type: 'image/jpeg' };
    expect((await postWithPhotos(app.port, ann, [photo])).status).toBe(303);
    const stored = new Database(path.join(app.dataDir, 'quotes.sqlite'), { readonly: true });
    const bytes = stored.prepare('SELECT stored_bytes FROM quote_requests').pluck().get() as number;
    const photoBytes = stored
      .prepare('SELECT SUM(length(photo) + length(thumbnail)) FROM request_photos')
      .pluck()
      .get();
    stored.close();
    expect(photoBytes).toBeGreaterThan(5_000);
    expect(bytes).toBeGreaterThan(photoBytes as number);
    // The photo alone went past the day's 5 KB: the next request is refused.
    expect((await postWithPhotos(app.port, { ...ann, firstName: 'Bo' }, [])).status).toBe(503);
  }, 30_000);
});

describe('the photos reach the office', () => {
  it('e-mails links that open the photo, and refuses a changed or expired link with 404', async () => {
    const mails: QuoteEmail[] = [];
    let mailed!: () => void;
    const mailedOnce = new Promise<void>((resolve) => (mailed = resolve));
    const app = await appWithPhotos({
      sendMail: async (mail) => {
        mails.push(mail);
        mailed();
      },
    });
    await postWithPhotos(app.port, ann, [{ name: 'attic.jpg', bytes: await cameraJpeg(), type: 'image/jpeg' }]);
    await mailedOnce;
    const link = /^(?:https?:\/\/[^/]*)?(\/request-photos\/\S+)$/m.exec(mails[0].text)?.[1];
    expect(link).toBeDefined();
    const photo = await send(app.port, { path: link! });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toMatch(/^private/);
    expect(photo.headers['referrer-policy']).toBe('no-referrer');
    const forged = link!.replace(/sig=(.)/, (_, first) => `sig=${first === 'a' ? 'b' : 'a'}`);
    expect((await send(app.port, { path: forged })).status).toBe(404);
    const longer = link!.replace(/expires=(\d+)/, (_, expires) => `expires=${Number(expires) + 86_400}`);
    expect((await send(app.port, { path: longer })).status).toBe(404);
    // Thirty days on, the same link is refused.
    const key = photoLinkKey(app.dataDir);
    const url = new URL(link!, 'http://localhost');
    expect(checkPhotoLink(key, url, Date.now())).toBeDefined();
    expect(checkPhotoLink(key, url, Date.now() + 31 * 24 * 60 * 60_000)).toBeUndefined();
    const expired = photoLinkPath(key, onlyRequest(app).id, 1, Date.now() - 31 * 24 * 60 * 60_000);
    expect((await send(app.port, { path: expired })).status).toBe(404);
  }, 30_000);

  it('keeps a spam request’s photos with it and never e-mails them', async () => {
    const mails: QuoteEmail[] = [];
    const app = await appWithPhotos({ sendMail: async (mail) => void mails.push(mail) });
    const spam = { ...ann, subject: 'buy now' };
    await postWithPhotos(app.port, spam, [{ name: 'a.jpg', bytes: await cameraJpeg(), type: 'image/jpeg' }]);
    const request = onlyRequest(app);
    expect(request.spam).toBe(true);
    expect(app.app.store.inbox.photos.list(request.id)).toHaveLength(1);
    expect(app.app.store.dueMail(Date.now() + 60_000, 10)).toEqual([]);
    expect(mails).toEqual([]);
  }, 30_000);

  it('shows the photos in the inbox to a signed-in person only, and deletes them with their request', async () => {
    const dataDir = tempDir('photos-data');
    cleanup(() => removeDir(dataDir));
    await openAccountStore(dataDir).add('maria', 'correct horse battery staple');
    const app = await appWithPhotos({ dataDir });
    await postWithPhotos(app.port, ann, [{ name: 'a.jpg', bytes: await cameraJpeg(), type: 'image/jpeg' }]);
    const { id } = onlyRequest(app);
    for (const address of [`/edit/api/inbox/photos?id=${id}`, `/edit/api/inbox/photo?id=${id}&n=1&size=full`])
      expect((await send(app.port, { path: address })).status).toBe(401);

    const backup = path.join(dataDir, 'backup.sqlite');
    await backupQuoteDatabase(dataDir, backup);
    const copy = new Database(backup, { readonly: true });
    expect(copy.prepare('SELECT COUNT(*) FROM request_photos WHERE request_id = ?').pluck().get(id)).toBe(1);
    copy.close();

    expect(app.app.store.inbox.delete(id)).toBe(true);
    expect(app.app.store.inbox.photos.list(id)).toEqual([]);
    const stored = new Database(path.join(dataDir, 'quotes.sqlite'), { readonly: true });
    expect(stored.prepare('SELECT COUNT(*) FROM request_photos').pluck().get()).toBe(0);
    stored.close();
  }, 30_000);
});
