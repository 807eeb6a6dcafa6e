/** Percent-encoding that never throws: lone surrogates go out as their (replaced) UTF-8 bytes. */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
}

/** What a path or query value becomes on the wire when it is not a string. */
export function wireText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/**
 * A query object as a browser or attacker would send it: arrays as repeated keys, objects
 * in bracket notation (`a[b]=1`), which the API's `simple` parser must keep flat.
 */
export function encodeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value)) add(`${key}[${sub}]`, inner);
      return;
    }
    parts.push(`${encodeComponent(key)}=${encodeComponent(wireText(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.join('&');
}

/** Sets a key even when it is `__proto__`, so that JSON.stringify sends it as a plain key. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
