/**
 * One field of a quote request as stored (src/server/quotes/storedFields.ts): its form's name, label and kind, and
 * what the visitor wrote. The office e-mail, the inbox's answer and the CSV all show these.
 */
import type { FieldKind } from '../quotes/formFields.ts';

export interface StoredField {
  name: string;
  label: string;
  kind: FieldKind;
  value: string;
}
