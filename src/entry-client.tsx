/**
 * The browser's entry. A prerendered page asks for it only when it has islands (src/prerender/startScript.ts):
 * their blocks hydrate, each on its own (app/islands/). In development, where no page is prerendered, the whole app
 * is drawn from scratch instead.
 */
import { hydrateIslands } from './app/islands/hydrateIslands';

if (document.getElementById('root')!.hasChildNodes()) hydrateIslands();
else void import('./app/drawInDevelopment').then(({ drawInDevelopment }) => drawInDevelopment());
