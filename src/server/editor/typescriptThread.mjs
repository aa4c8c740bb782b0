// The entry of a thread that runs a TypeScript module (the draft checker's and the HEIC reader's): TypeScript is
// loaded here, in the thread, because a worker does not inherit the loader of the process that starts it. The
// module to run is named in `workerData.module`, as a file URL (typescriptThread.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
