/** The editor's calls for publishing (src/server/publish/publishRoutes.ts), typed by src/editorApi/endpoints.ts. */
import { publishEndpoints } from '../../editorApi/endpoints';
import { callEndpoint, Refused } from '../api';

const { status, publish, history, changesOf, undoPreview, undo } = publishEndpoints;
const refusal = 'The site refused this.';

/** A server without publishing set up answers 404 at /edit/api/publish, which is said in words. */
async function whereSetUp<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Refused && error.status === 404)
      throw new Refused('Publishing is not set up on this server.', 404);
    throw error;
  }
}

export const publishApi = {
  status: () => whereSetUp(callEndpoint(status, { refusal })),
  publish: (description: string, leaveOut: string[]) =>
    whereSetUp(callEndpoint(publish, { json: { description, leaveOut }, refusal })),
  history: () => callEndpoint(history, { refusal }),
  changesOf: (id: number) => callEndpoint(changesOf, { query: { id }, refusal }),
  undoPreview: (id: number, group?: string) => callEndpoint(undoPreview, { query: { id, group }, refusal }),
  undo: (id: number, group?: string) => callEndpoint(undo, { json: { id, group }, refusal }),
};
