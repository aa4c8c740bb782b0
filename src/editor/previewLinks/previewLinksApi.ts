/** The editor's calls for preview links (src/server/previewLinks/previewLinkApi.ts), typed by src/editorApi/endpoints.ts. */
import { previewLinkEndpoints } from '../../editorApi/endpoints';
import type { NewPreviewLink } from '../../editorApi/previewLinks';
import { callEndpoint } from '../api';

const refusal = 'The site refused this.';

export const previewLinksApi = {
  list: () => callEndpoint(previewLinkEndpoints.list, { refusal }),
  make: (link: NewPreviewLink) => callEndpoint(previewLinkEndpoints.make, { json: link, refusal }),
  revoke: (id: string) => callEndpoint(previewLinkEndpoints.revoke, { json: { id }, refusal }),
};
