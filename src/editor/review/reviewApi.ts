/** The editor's calls for review before publishing (src/server/review/reviewRoutes.ts), typed by the contract. */
import { reviewEndpoints } from '../../editorApi/endpoints';
import { callEndpoint } from '../api';

const { list, review, ask, approve, sendBack } = reviewEndpoints;
const refusal = 'The site refused this.';

export const reviewApi = {
  list: () => callEndpoint(list, { refusal }),
  review: (id: number) => callEndpoint(review, { query: { id }, refusal }),
  ask: (note: string, leaveOut: string[]) => callEndpoint(ask, { json: { note, leaveOut }, refusal }),
  approve: (id: number) => callEndpoint(approve, { json: { id }, refusal }),
  sendBack: (id: number, note: string) => callEndpoint(sendBack, { json: { id, note }, refusal }),
};

/** Where a review is looked at in the editor. */
export const reviewAddress = (id?: number) => (id === undefined ? '/edit/review' : `/edit/review?id=${id}`);

/** The frame of one page of a review, before or after. */
export const reviewPageAddress = (id: number, key: string, side: 'before' | 'after') =>
  `/edit/review/page?${new URLSearchParams({ id: String(id), key, side })}`;
