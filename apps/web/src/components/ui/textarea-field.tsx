import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, useField } from './field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, with hint and error tied to it like TextField's. */
export function TextAreaField({ ref, ...props }: TextAreaFieldProps) {
  const { frame, control } = useField(props);
  return (
    <Field {...frame}>
      <textarea ref={ref} className="field__input field__input--textarea" {...control} />
    </Field>
  );
}
