import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * Binds a form's fields to its register and errors, so each field writes only what is its own:
 * `<TextField label="Email" {...field('email')} />` registers it and shows its error.
 */
export function bindFields<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const fieldError: { message?: string } | undefined = get(errors, name);
    return { ...register(name, options), error: fieldError?.message };
  };
}
