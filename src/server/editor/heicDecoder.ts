/**
 * Reading a HEIC photo (an iPhone's usual format) without holding up the site. sharp's own build cannot decode HEVC,
 * so libheif, compiled to WebAssembly (`heic-decode`), turns the photo into pixels; that is seconds of work on the
 * JavaScript thread for a large photo, so it runs in a thread of its own (heicDecodeInWorker.ts), a new one for
 * each photo (WebAssembly memory, once grown, is only given back when its thread ends), with a time and a memory
 * limit. Photos are read one at a time; a few more may wait, past them the editor is asked to try again.
 */
import { HttpError } from '../http/httpError.ts';
import { typescriptThread } from './typescriptThread.ts';

export interface HeicPixels {
  width: number;
  height: number;
  /** Four bytes a pixel (red, green, blue, alpha), row after row, the picture already turned as the file says. */
  rgba: Uint8Array;
}

export interface HeicDecodeLimits {
  /** Longest a photo may take to read. */
  timeMs: number;
  /** The thread's JavaScript memory (the pixels themselves are bounded by `largestPixels`). */
  memoryMb: number;
  /** Width × height past which a photo is refused before its pixels are made. */
  largestPixels: number;
  /** Photos that may wait while one is read. */
  queue: number;
}

/**
 * A 12-megapixel iPhone photo (48 MB of pixels) takes about two seconds, half a second of it starting the thread;
 * 100 megapixels is 400 MB of pixels, the most one photo may cost.
 */
export const defaultHeicDecodeLimits: HeicDecodeLimits = {
  timeMs: 20_000,
  memoryMb: 128,
  largestPixels: 100_000_000,
  queue: 4,
};

export const heicUnreadable =
  'This HEIC photo could not be read: it may be damaged or incomplete. Try exporting it again, or share it from the iPhone as JPEG.';
export const heicTooLarge =
  'This HEIC photo is too large to read: more than 100 megapixels. Choose a smaller photo, or share it as JPEG.';
export const heicTooSlow =
  'This HEIC photo took too long to read, so it was not stored. Share it from the iPhone as JPEG, or choose a smaller photo.';
export const heicBusy = 'The editor is busy reading other photos: try again in a moment.';

export interface HeicDecodeJob {
  bytes: Uint8Array;
  largestPixels: number;
}

export type HeicDecodeAnswer = HeicPixels | { refused: 'unreadable' | 'too-large' };

let lastInLine: Promise<unknown> = Promise.resolve();
let inLine = 0;

/** The photo's pixels, or a refusal in words (422; 503 when too many photos are waiting). */
export function decodeHeic(bytes: Uint8Array, limits: HeicDecodeLimits = defaultHeicDecodeLimits): Promise<HeicPixels> {
  if (inLine > limits.queue) return Promise.reject(new HttpError(503, heicBusy, { 'Retry-After': '5' }));
  inLine++;
  const decoded = lastInLine.then(() => decodeInThread(bytes, limits));
  lastInLine = decoded.catch(() => {});
  return decoded.finally(() => inLine--);
}

function decodeInThread(bytes: Uint8Array, limits: HeicDecodeLimits): Promise<HeicPixels> {
  return new Promise<HeicPixels>((resolve, reject) => {
    const thread = typescriptThread(new URL('./heicDecodeInWorker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new HttpError(422, heicTooSlow))), limits.timeMs);
    thread.on('message', (answer: HeicDecodeAnswer) =>
      settle(() => {
        if ('rgba' in answer) resolve(answer);
        else reject(new HttpError(422, answer.refused === 'too-large' ? heicTooLarge : heicUnreadable));
      }),
    );
    thread.on('error', (error: NodeJS.ErrnoException) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(422, heicTooLarge) : error)),
    );
    thread.on('exit', () =>
      settle(() => reject(new Error('The thread that reads HEIC photos ended without an answer.'))),
    );
    // A copy of its own, handed over to the thread rather than copied again.
    const copy = new Uint8Array(bytes);
    thread.postMessage({ bytes: copy, largestPixels: limits.largestPixels } satisfies HeicDecodeJob, [copy.buffer]);
  });
}
