import type { InputHTMLAttributes, Ref } from 'react';
import { Field, useField } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message shown under the field. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ ref, ...props }: TextFieldProps) {
  const { frame, control } = useField(props);
  return (
    <Field {...frame}>
      <input ref={ref} className="field__input" {...control} />
    </Field>
  );
}
