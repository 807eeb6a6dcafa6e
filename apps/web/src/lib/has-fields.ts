/** The `typeof` names a field of a JSON body can be checked against. */
type FieldType = 'string' | 'number' | 'boolean';

/**
 * Whether `value` is an object whose `fields` have the given `typeof` (other fields are not
 * looked at): the check of bodies and states that arrive as JSON, before they are trusted.
 */
export function hasFields(value: unknown, fields: Record<string, FieldType>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(fields).every(([name, type]) => typeof record[name] === type);
}
