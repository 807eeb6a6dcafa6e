import { existsSync, readFileSync } from 'node:fs';

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

function unquote(raw: string): string {
  const quote = raw[0];
  if ((quote === '"' || quote === "'") && raw.endsWith(quote) && raw.length >= 2) {
    const inner = raw.slice(1, -1);
    return quote === '"' ? inner.replace(/\\n/g, '\n') : inner;
  }
  // Unquoted values may carry a trailing comment.
  return raw.replace(/\s+#.*$/, '');
}

/** KEY=value lines with optional quotes, `export` and `#` comments; no variable expansion. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (!match?.[1] || line.trimStart().startsWith('#')) continue;
    values[match[1]] = unquote(match[2] ?? '');
  }
  return values;
}

/**
 * Copies a .env file into `env` without overriding what the environment already has.
 * `KEY=` means "not set", as the API's config reads it.
 */
export function loadEnvFile(path: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(path)) return [];
  const applied: string[] = [];
  for (const [key, value] of Object.entries(parseEnvFile(readFileSync(path, 'utf8')))) {
    if (value === '' || env[key]) continue;
    env[key] = value;
    applied.push(key);
  }
  return applied;
}

/** The variables that hold a non-empty value: these win over the defaults dev.ts computes. */
export function setValues(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
