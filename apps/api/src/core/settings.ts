import { z } from 'zod';

/** The process environment, as config.ts reads it. */
export type Env = Record<string, string | undefined>;

/** `KEY=` in an env file means "not set", not "set to the empty string". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const commaList = (item: z.ZodType<string, string>, fallback = '') =>
  z
    .preprocess((v) => (v === '' ? undefined : v), z.string().default(fallback))
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** The steps each FAULT_KILL_AFTER_STEP declaration allows, read by config.ts's merge. */
const faultStepsOf = new WeakMap<z.ZodType, readonly string[]>();

/**
 * FAULT_KILL_AFTER_STEP as one feature declares it: that feature's step names. Several features
 * declare it; config.ts accepts the steps of all of them (and refuses it in production). A
 * feature reads it typed as its own steps: another feature's step never equals one of them.
 */
export function faultStepSetting<const T extends readonly [string, ...string[]]>(steps: T) {
  const schema = optional(z.enum(steps));
  faultStepsOf.set(schema, steps);
  return schema;
}

/** The steps of a schema made by `faultStepSetting`, or undefined for any other schema. */
export const faultStepsIn = (schema: z.ZodType): readonly string[] | undefined =>
  faultStepsOf.get(schema);
