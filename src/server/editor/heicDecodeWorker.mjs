// The entry of the thread that reads a HEIC photo (heicDecoder.ts starts it): TypeScript is loaded here, in the
// thread, because a worker does not inherit the loader of the process that starts it.
import { register } from 'tsx/esm/api';

register();
await import('./heicDecodeInWorker.ts');
