/**
 * The phone menu's panel as code on demand (see MobileMenuPanel.tsx): the header asks for it when the browser is
 * idle or the visitor reaches for the menu; the prerenderer and tests load it with the rest of the site's code.
 */
import { codeOnDemand } from '../codeOnDemand';

export const mobileMenuPanelCode = codeOnDemand(() =>
  import('./MobileMenuPanel').then((module) => module.MobileMenuPanel),
);

/** Starts loading the panel's code (once). */
export const loadMobileMenuPanel = () => mobileMenuPanelCode.load();
