import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, useFieldIds } from './field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, with hint and error tied to it like TextField's. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <Field label={label} ids={ids} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        className="field__input field__input--textarea"
        {...ids.controlProps}
        {...rest}
      />
    </Field>
  );
}
