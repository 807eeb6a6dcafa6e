import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, useField } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled dropdown, with hint and error tied to it like TextField's. */
export function SelectField({ options, ref, ...props }: SelectFieldProps) {
  const { frame, control } = useField(props);
  return (
    <Field {...frame}>
      <select ref={ref} className="field__input field__input--select" {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
