/**
 * E11000: a unique index refused the write. Recognised by its code, with no driver type, so that
 * every layer that stores a claim (repositories, http/'s rate limits) reads it the same way.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 11000;
}
