/**
 * One field of a block form, drawn by the kind its schema gives it (fieldKinds.ts): text, a link, a number or a fixed
 * value (TextFields.tsx), a moment with its zone (DateTimeField.tsx), a choice or yes or no (ChoiceFields.tsx), an
 * icon (IconField.tsx), a group (GroupFields.tsx) or a list (ListField.tsx). Groups and lists hold fields in turn:
 * this is where the form's recursion closes.
 */
import { type FieldKind, fieldKindOf } from './fieldKinds';
import type { FieldProps } from './FieldFrame';
import { useForm } from './formContext';
import { ChoiceField, ChoiceListField, YesNoField } from './ChoiceFields';
import { DateTimeField } from './DateTimeField';
import { IconField } from './IconField';
import { GroupField, KindsField, MapField, PictureFileField } from './GroupFields';
import { ListField } from './ListField';
import { FixedField, NumberField, TextField } from './TextFields';

export function Field(props: FieldProps) {
  const { files } = useForm();
  const kind: FieldKind = fieldKindOf(files, props.located);
  switch (kind) {
    case 'fixed':
      return <FixedField {...props} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'icon':
      return <IconField {...props} />;
    case 'yesNo':
      return <YesNoField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'dateTime':
      return <DateTimeField {...props} />;
    case 'group':
    case 'picture':
      return <GroupField {...props} />;
    case 'kinds':
      return <KindsField {...props} />;
    case 'map':
      return <MapField {...props} />;
    case 'list':
      return <ListField {...props} />;
    case 'choiceList':
      return <ChoiceListField {...props} />;
    case 'pictureFile':
      return <PictureFileField {...props} />;
    default:
      return <TextField {...props} kind={kind} />;
  }
}
