import { useId, type ReactNode } from 'react';

export interface FieldMessages {
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * The ids that tie a control to its label, hint and error: spread `controlProps` on the input,
 * select or textarea so its error is announced with it.
 */
export function useFieldIds(id: string | undefined, { error, hint }: FieldMessages) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** What every labelled field takes besides its control's own attributes. */
export interface FieldOwnProps extends FieldMessages {
  label: string;
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * Splits a field's props: `frame` for <Field>, `control` for its input, select or textarea (the
 * control's own attributes, after the ids that tie it to the label, hint and error).
 */
export function useField<P extends FieldOwnProps>({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: P) {
  const ids = useFieldIds(id, { error, hint });
  return {
    frame: { label, ids, error, hint, className },
    control: { ...ids.controlProps, ...rest },
  };
}

/** The frame every form field shares: label, the control, its hint and its error. */
export function Field({
  label,
  ids,
  error,
  hint,
  className,
  children,
}: FieldMessages & {
  label: string;
  ids: ReturnType<typeof useFieldIds>;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
