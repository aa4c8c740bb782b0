/** The field of the page being typed over: what the words typed on the page and the events around them share. */

/** The element being edited, and its place in the YAML. */
export interface EditedField {
  element: HTMLElement;
  place: string;
}

/** The field being typed over, with what ending the edit needs. */
export interface Editing extends EditedField {
  /** The element's own nodes before editing, put back when it ends. */
  ownNodes: Node[];
  /** The attributes editing sets, as they were. */
  attributes: Map<string, string | null>;
  /** The words at the start, as they would be told. */
  words: string;
  lineBreaks: boolean;
  keepsNoBreakSpaces: boolean;
}
