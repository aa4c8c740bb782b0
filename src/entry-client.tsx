/**
 * The browser's entry. A prerendered page asks for it only when it has islands (src/prerender/startScript.ts):
 * their blocks hydrate, each on its own (app/islands/). In development, where no page is prerendered, the whole app
 * is drawn from scratch instead.
 */
import { hydrateIslands } from './app/islands/hydrateIslands';

// In development the root holds only the template's <!--app-html--> comment: no element, nothing prerendered.
if (document.getElementById('root')!.firstElementChild) hydrateIslands();
else void import('./app/drawInDevelopment').then(({ drawInDevelopment }) => drawInDevelopment());
