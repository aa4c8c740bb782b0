/**
 * What the parts of the editor work out from the store's state rather than keep: a new block's samples, what the
 * forms know of the site, and the block the preview outlines. Each is worked out again only when what it comes from
 * changes.
 */
import { useMemo } from 'react';
import { factsOf } from '../../content/placeholders';
import type { FormSite } from '../form/SchemaForm';
import { placeName } from '../../places/places';
import type { Highlight } from '../preview/previewMessages';
import { siteSamples } from '../siteSamples';
import type { SiteSamples } from '../valueTemplate';
import { useEditor } from './editorStore';

/** The site's pages and a picture it has, for a new block or item that passes the check. */
export function useSiteSamples(): SiteSamples {
  const outline = useEditor((state) => state.outline);
  const checkedSite = useEditor((state) => state.preview.checkedSite);
  const preview = useEditor((state) => state.preview.drawing?.preview);
  return useMemo(
    () => siteSamples(outline, checkedSite ? { site: checkedSite } : preview),
    [outline, checkedSite, preview],
  );
}

/** What the panel's forms know of the site: its pages for links, its facts, and where its pictures are shown. */
export function useFormSite(): FormSite {
  const samples = useSiteSamples();
  const checkedSite = useEditor((state) => state.preview.checkedSite);
  const preview = useEditor((state) => state.preview.drawing?.preview);
  return useMemo<FormSite>(() => {
    const site = checkedSite ?? preview?.site;
    const facts = site ? Object.entries(factsOf(site.company)).map(([name, value]) => ({ name, value })) : [];
    return { routes: samples.routes, facts, pictureUrl: (src) => `/edit/media${src}` };
  }, [samples, checkedSite, preview]);
}

/** The block selected as the preview outlines it: its place, and its kind by the schema's name for it. */
export function useHighlight(): Highlight | undefined {
  const open = useEditor((state) => state.file.file);
  const selection = useEditor((state) => state.file.selection);
  const schemas = useEditor((state) => state.schemas);
  return useMemo(() => {
    if (!open || !selection) return undefined;
    const type = selection.blockType;
    const kind = type && schemas?.[`blocks/${type}.schema.json`]?.title;
    return { place: placeName(open.path, selection.path), label: kind || type || 'Block' };
  }, [open, selection, schemas]);
}
