import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import s from './ui.module.css';

export function TextField({ label, description, ...props }: TextFieldProps & { label: string; description?: string }) {
  return (
    <AriaTextField {...props} className={s.field}>
      <Label className={s.label}>{label}</Label>
      <Input className={s.input} />
      {description && (
        <Text slot="description" className={s.description}>
          {description}
        </Text>
      )}
      <FieldError className={s.fieldError} />
    </AriaTextField>
  );
}
