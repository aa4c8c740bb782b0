import '@emotion/react';
import type { Theme as SiteTheme } from './content/model';

declare module '@emotion/react' {
  // The Emotion theme is the `theme` section of site.yaml, so every block reads the same tokens.
  export interface Theme extends SiteTheme {}
}
