import {
  get,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';

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

/**
 * `useForm` with what every form of the app reads from it: `field` (its fields bound as
 * `bindFields` binds them), and the state's `errors` and `isSubmitting`.
 */
export function useBoundForm<TInput extends FieldValues, TContext = unknown, TOutput = TInput>(
  props: UseFormProps<TInput, TContext, TOutput>,
) {
  const form = useForm<TInput, TContext, TOutput>(props);
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting, field: bindFields(form.register, errors) };
}

/**
 * A form's resolver whose schema (and zod) loads on the first validation instead of with the
 * page: resolvers are asynchronous anyway, so the form behaves the same.
 */
export function lazyResolver<T extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<T, Context, Output>>,
): Resolver<T, Context, Output> {
  let resolver: Promise<Resolver<T, Context, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}

/** Puts the server's field errors (VALIDATION_FAILED details) under the `fields` they name. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return;
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const field = fields.find((name) => name === detail.path);
    if (field && typeof detail.message === 'string') setError(field, { message: detail.message });
  }
}
