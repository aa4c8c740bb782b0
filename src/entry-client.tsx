/**
 * The browser's entry. A prerendered page asks for it only when it has islands (src/prerender/startScript.ts):
 * their blocks hydrate, each on its own (app/islands/). Under `npm run dev` it also takes in the content saved since
 * the page was rendered, in place (app/liveUpdate.ts).
 */
import { site } from 'virtual:site-shell';
import { hydrateIslands } from './app/islands/hydrateIslands';

hydrateIslands(site);
if (import.meta.hot) void import('./app/liveUpdate').then(({ acceptLiveUpdates }) => acceptLiveUpdates(site));
