/**
 * No save while a publish runs: a save, a new page or a photo is refused (409, naming who publishes, the text
 * kept in the editor), and a publish starts recording only once the writes already under way are on disk. So
 * what is committed is exactly what is built, and nothing saved during a build goes live unrecorded.
 */
import { PublishRefused } from './publishTypes.ts';

export interface WriteGate {
  /** Refused while `publishing()` names someone; otherwise call the function returned once written. */
  startWrite(): () => void;
  /** Resolves when no write is under way. */
  settled(): Promise<void>;
}

export function writeGate(publishing: () => { author: string } | undefined): WriteGate {
  let writes = 0;
  const waiting: (() => void)[] = [];
  return {
    startWrite() {
      const publisher = publishing();
      if (publisher) {
        throw new PublishRefused(
          `Publishing in progress by ${publisher.author}; nothing is saved until it is done (usually a few seconds). ` +
            'Your text is kept here: save again in a moment.',
          409,
        );
      }
      writes++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        writes--;
        if (writes === 0) for (const resolve of waiting.splice(0)) resolve();
      };
    },
    settled: () => (writes === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
