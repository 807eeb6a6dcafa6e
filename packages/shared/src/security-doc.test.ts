import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, type Endpoint } from './contract';
import { RATE_LIMITED_ENDPOINTS } from './rate-limits';

/** SECURITY.md at the repository root: its endpoint rows start with `METHOD /path`. */
const securityDoc = readFileSync(new URL('../../../SECURITY.md', import.meta.url), 'utf8');

function rowOf(e: Endpoint): string | undefined {
  const key = `| \`${e.method} ${e.path}\` |`;
  return securityDoc.split('\n').find((line) => line.startsWith(key));
}

describe('SECURITY.md', () => {
  const endpoints = Object.entries(contract) as [string, Endpoint][];

  it.each(endpoints)('has a threat-model row for %s', (_name, endpoint) => {
    const row = rowOf(endpoint);
    expect(row, `${endpoint.method} ${endpoint.path} is missing from SECURITY.md`).toBeDefined();
  });

  it.each(Object.entries(RATE_LIMITED_ENDPOINTS))(
    'names the rate-limit bucket of %s in its row',
    (name, bucket) => {
      const endpoint = (contract as Record<string, Endpoint>)[name];
      expect(endpoint).toBeDefined();
      expect(rowOf(endpoint!)).toContain(`rate limit \`${bucket}\``);
    },
  );

  it('says where to report a vulnerability', () => {
    expect(securityDoc).toMatch(/## Reporting a vulnerability[\s\S]*security@/);
  });
});
