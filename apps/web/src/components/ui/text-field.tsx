import type { InputHTMLAttributes, Ref } from 'react';
import { Field, useFieldIds } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message shown under the field. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, id, className, ref, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <Field label={label} ids={ids} error={error} hint={hint} className={className}>
      <input ref={ref} className="field__input" {...ids.controlProps} {...rest} />
    </Field>
  );
}
