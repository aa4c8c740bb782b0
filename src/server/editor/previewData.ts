/**
 * What the preview draws: the checked page and the site's facts, with every picture pointed at /edit/media/, where
 * the editor shows the files of public/ as they are now (a photo added a minute ago is not in the built site yet).
 */
import type { PageData, Site } from '../../content/model.ts';
import type { DraftCheck } from './draftCheck.ts';

export interface PreviewData {
  page: PageData;
  site: Site;
  /** The page's whole HTML document as the production renderer draws it (src/server/editor/previewRender.tsx). */
  html?: string;
  /** An entry not on the site yet: why, in words, said above its preview. */
  notLiveYet?: string;
}

function withEditorPictures<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withEditorPictures) as T;
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withEditorPictures(item)]));
  if (typeof copy.src === 'string' && 'alt' in copy && copy.src.startsWith('/images/'))
    copy.src = `/edit/media${copy.src}`;
  return copy as T;
}

export function previewData(check: DraftCheck): PreviewData | undefined {
  if (!check.page || !check.site) return undefined;
  const { notLiveYet } = check;
  return {
    page: withEditorPictures(check.page),
    site: withEditorPictures(check.site),
    ...(notLiveYet ? { notLiveYet } : {}),
  };
}
