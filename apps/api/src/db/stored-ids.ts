import { ObjectId } from 'mongodb';

/** A stored document as the services see it: every ObjectId as its hex string. */
export type IdsAsStrings<T> = {
  [K in keyof T]: T[K] extends ObjectId
    ? string
    : T[K] extends ObjectId | null
      ? string | null
      : T[K] extends ObjectId | undefined
        ? string | undefined
        : T[K];
};

/**
 * The one mapping from a stored document to what repositories hand to services: ObjectIds
 * become strings at the top level; deeper ones (a user's `verification.adminCheck.by`, which
 * no answer carries) stay as stored, everything else is kept.
 */
export function idsAsStrings<T extends object>(doc: T): IdsAsStrings<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    out[key] = value instanceof ObjectId ? value.toHexString() : value;
  }
  return out as IdsAsStrings<T>;
}
