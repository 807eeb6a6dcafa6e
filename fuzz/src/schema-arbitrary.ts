import fc from 'fast-check';
import { z } from 'zod';

/** The JSON Schema subset that `z.toJSONSchema` emits for the contract's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/**
 * Values that a field of this name should usually take so that requests get past the
 * validation into the business rules: real ids, the caller's own email, a real image URL.
 * Returns undefined when the name means nothing special.
 */
export type FieldHint = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** The request side of a zod schema as JSON Schema, `$defs` kept for `$ref`s. */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const SAFE_INT = 2 ** 31;

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -SAFE_INT);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : SAFE_INT);
  const lo = Math.max(min, -SAFE_INT);
  const hi = Math.min(max, SAFE_INT);
  if (integer) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  // Prices and the like: mostly cents, sometimes any double in range.
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .integer({ min: Math.ceil(lo * 100), max: Math.floor(hi * 100) })
        .map((c) => c / 100),
    },
    { weight: 1, arbitrary: fc.double({ min: lo, max: hi, noNaN: true }) },
  );
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, 300);
  if (s.pattern) {
    return fc
      .stringMatching(new RegExp(s.pattern))
      .filter(
        (v) => v.length >= minLength && (s.maxLength === undefined || v.length <= s.maxLength),
      );
  }
  if (s.format === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

/** An arbitrary of values that the schema accepts (refinements aside). */
export function schemaArbitrary(
  root: JsonSchema,
  hint: FieldHint = () => undefined,
): fc.Arbitrary<unknown> {
  const defs = root.$defs ?? {};
  const resolve = (s: JsonSchema): JsonSchema => {
    if (!s.$ref) return s;
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    const def = defs[name];
    if (!def) throw new Error(`unresolved $ref ${s.$ref}`);
    return { ...def, ...s, $ref: undefined };
  };

  const build = (raw: JsonSchema, name: string | undefined): fc.Arbitrary<unknown> => {
    const s = resolve(raw);
    const hinted = name === undefined ? undefined : hint(name, s);
    if (hinted) return hinted;
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const union = s.anyOf ?? s.oneOf;
    if (union) return fc.oneof(...union.map((u) => build(u, name)));
    if (s.allOf?.[0]) return build(s.allOf[0], name);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'string':
        return stringArbitrary(s);
      case 'integer':
        return numberArbitrary(s, true);
      case 'number':
        return numberArbitrary(s, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(s.items ? build(s.items, name) : fc.anything(), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 4, 6),
        });
      case 'object':
        return objectArbitrary(s);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };

  const objectArbitrary = (s: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
    const props = s.properties ?? {};
    const required = new Set(s.required ?? []);
    const shape = Object.fromEntries(
      Object.entries(props).map(([key, child]) => [key, build(child, key)]),
    );
    const optional = Object.keys(props).filter((key) => !required.has(key));
    return fc
      .record(shape, { requiredKeys: [...required].filter((k) => k in props) })
      .map((value) => {
        for (const key of optional) if (value[key] === undefined) delete value[key];
        return value;
      });
  };

  return build(root, undefined);
}
