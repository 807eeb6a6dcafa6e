import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from './field';

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
export function SelectField({
  label,
  options,
  error,
  hint,
  id,
  className,
  ref,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <Field label={label} ids={ids} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        className="field__input field__input--select"
        {...ids.controlProps}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
