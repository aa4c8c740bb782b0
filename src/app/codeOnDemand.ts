/**
 * A component whose code is its own chunk, for parts of the page that need not run before the rest can.
 *
 * - Once the code is here (always on the server, which loads everything before rendering), `component()` is the
 *   component itself, so rendering never waits.
 * - Before that it is a React.lazy stand-in. Under hydration React keeps the server's HTML for it on screen and
 *   hydrates it when the chunk arrives, so the page shows at once and each part becomes interactive on its own.
 *
 * Whichever of the two is handed out first stays the answer for the rest of the visit: a component that changed
 * identity between renders would be torn down and rebuilt, losing its state and the visitor's focus.
 */
import { lazy, type ComponentType } from 'react';

export interface CodeOnDemand<P> {
  /** Starts loading the code (once); resolves with the component. */
  load(): Promise<ComponentType<P>>;
  /** The component to render: see the module comment. */
  component(): ComponentType<P>;
}

export function codeOnDemand<P>(loader: () => Promise<ComponentType<P>>): CodeOnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let handedOut: ComponentType<P> | undefined;

  const load = () => {
    loading ??= loader().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may succeed on the next try (the next page visited): forget it.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    load,
    component() {
      handedOut ??= loaded ?? lazy(() => load().then((component) => ({ default: component })));
      return handedOut;
    },
  };
}
