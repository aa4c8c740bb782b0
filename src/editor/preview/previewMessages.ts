/**
 * What the editor (PreviewFrame.tsx) and its preview frame (preview.tsx) say to each other by postMessage, both on
 * the editor's own origin. Places are written as the preview's HTML names them: `pages/about.yaml#blocks.2.heading`.
 */
import type { Site } from '../../content/model';

/** New words for the element that shows a field, with the company facts filled in. */
export interface PlaceWords {
  place: string;
  text: string;
}

/** The block outlined in the preview, with the name of its kind for the outline's label. */
export interface Highlight {
  place: string;
  label: string;
}

export type ToFrame =
  /** The page as the server rendered it: a whole HTML document. */
  | { type: 'preview'; preview: { html: string; site: Site } }
  /** New words typed since that page, drawn before the server's next one. */
  | { type: 'preview-words'; words: PlaceWords[] }
  | { type: 'preview-highlight'; highlight: Highlight | null };

export type FromFrame =
  | { type: 'preview-ready' }
  /**
   * A click on something the page shows: the place it comes from. A tap on words that can be typed over is told once
   * no second tap came: a double-tap is told as typing that began instead. A mouse's click is told at once.
   */
  | { type: 'preview-select'; place: string }
  /**
   * Typing over a field in place began (a double-click on its words): the keyboard stays on the page, where a mouse's
   * first click had asked the editor to take it.
   */
  | { type: 'preview-text-editing'; place: string }
  /**
   * Words typed over a field in place (a double-click on the text that shows it), kept with Enter or a click
   * elsewhere. `text` is the field's new value as the YAML holds it: a company fact shown on the page (its value, as
   * `{{phone}}` draws it) is given back as its placeholder.
   */
  | { type: 'preview-text-edited'; place: string; text: string };
