/**
 * The thread that reads one HEIC photo (heicDecoder.ts starts one per photo): the photo's bytes come in, its pixels
 * go back (handed over, not copied), or the reason it was refused. The size is checked from the file's own
 * description of the picture before any pixel is made.
 */
import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';
import type { HeicDecodeAnswer, HeicDecodeJob } from './heicDecoder.ts';

// libheif reports a file it cannot read on the console as well as in its answer; the answer is enough.
console.log = () => {};

async function pixelsOf({ bytes, largestPixels }: HeicDecodeJob): Promise<HeicDecodeAnswer> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    return { refused: 'unreadable' };
  }
  try {
    // A file may hold more than one picture: the first is the photo, as heic-decode's own decode() takes it.
    const [photo] = images;
    if (photo.width * photo.height > largestPixels) return { refused: 'too-large' };
    const { width, height, data } = await photo.decode();
    return { width, height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch {
    return { refused: 'unreadable' };
  } finally {
    images.dispose();
  }
}

parentPort!.once('message', async (job: HeicDecodeJob) => {
  const answer = await pixelsOf(job);
  parentPort!.postMessage(answer, 'rgba' in answer ? [answer.rgba.buffer as ArrayBuffer] : []);
});
