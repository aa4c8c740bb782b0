/**
 * What an insertion needs to know of the site for its texts to pass the check (valueTemplate.ts): the addresses of
 * its pages, for links, and a picture that exists, for the places a picture is required. The picture is the site's
 * own sharing picture (site.yaml requires one, and the check makes sure it exists), as the last preview drew it or,
 * before the first check, as the list of pages read it.
 */
import type { Outline, Preview } from './api';
import type { SiteSamples } from './valueTemplate';

/** The preview draws pictures from /edit/media/… (src/server/editor/previewData.ts); the content names them /images/…. */
const contentPath = (src: string) => src.replace(/^\/edit\/media(?=\/images\/)/, '');

export function siteSamples(outline: Outline | undefined, preview: Pick<Preview, 'site'> | undefined): SiteSamples {
  const pages = [
    ...(outline?.menu ?? []).flatMap((entry) => ('pages' in entry ? entry.pages : [entry])),
    ...(outline?.others ?? []),
  ];
  const routes = pages.flatMap((page) => (page.route && page.route !== '*' ? [page.route] : []));
  // The last preview's, else the list of pages' (read from site.yaml before any check has answered).
  const picture = preview?.site.seo.defaultImage.src ?? outline?.picture;
  const collections = (outline?.collections ?? []).map((collection) => collection.name);
  return { routes, picture: picture ? contentPath(picture) : undefined, collections };
}
