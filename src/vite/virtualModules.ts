/**
 * Every virtual module the site's Vite plugins provide, by the id code imports and the resolved id (`\0` + id) Vite
 * passes to the plugin's load hook. The type declarations for importing them are in src/virtual-*.d.ts.
 */

/** The site and every page: for the prerenderer and tests (contentPlugin.ts). */
export const contentModuleId = 'virtual:site-content';

/** The site's facts, for the islands in the browser (contentPlugin.ts). */
export const shellModuleId = 'virtual:site-shell';

/** The limits and patterns of the forms' fields (contentPlugin.ts, from src/quotes/browserQuoteRules.ts). */
export const quoteRulesModuleId = 'virtual:site-quote-rules';

/** Each image's size and the raster files made of it (imagePlugin.ts). */
export const imageManifestId = 'virtual:image-manifest';

/** The block catalogue of the development server's /_blocks page (blockCataloguePlugin.ts). */
export const blockCatalogueModuleId = 'virtual:block-catalogue';

/** The id Vite hands to load() for a virtual module. */
export const resolved = (id: string) => `\0${id}`;

/** Every module of the content plugin, resolved, starts with this: invalidated together when the content changes. */
export const resolvedContentPrefix = resolved('virtual:site-');
