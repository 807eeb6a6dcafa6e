import fc from 'fast-check';
import type { FieldHint } from './schema-arbitrary';

export const ROLES = ['anonymous', 'buyer', 'seller', 'admin'] as const;
export type FuzzRole = (typeof ROLES)[number];

/** One signed-up person of the run, with both kinds of token. */
export interface Actor {
  role: Exclude<FuzzRole, 'anonymous'>;
  userId: string;
  email: string;
  accessToken: string;
  idToken: string;
}

/**
 * Real values from the running API, filled during set-up and while fuzzing. Arbitraries read
 * them when they generate, so later requests also aim at resources created by earlier ones.
 */
export interface Pools {
  bikeIds: string[];
  bookingIds: string[];
  userIds: string[];
  imageIds: string[];
  categoryIds: string[];
  intentIds: string[];
  clientSecrets: string[];
  emails: string[];
  cardNumbers: string[];
  imageUrls: string[];
  /** Image URLs by the email of the seller who uploaded them: a bike takes only its seller's. */
  ownImageUrls: Record<string, string[]>;
  /**
   * Values that belong together, by the value they belong to: an intent id → its client
   * secret and booking. Requests naming the one usually carry the others (relate()).
   */
  related: Map<string, Record<string, string>>;
}

export function emptyPools(): Pools {
  return {
    bikeIds: [],
    bookingIds: [],
    userIds: [],
    imageIds: [],
    categoryIds: [],
    intentIds: [],
    clientSecrets: [],
    emails: [],
    cardNumbers: [],
    imageUrls: [],
    ownImageUrls: {},
    related: new Map(),
  };
}

/** A member of a pool read at generation time (pools grow during the run). */
export function fromPool(pool: string[], fallback: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.nat().map((i) => pool[i % Math.max(pool.length, 1)] ?? '') },
      { weight: 1, arbitrary: fallback },
    )
    .filter((v) => v !== '');
}

const HEX24 = fc.stringMatching(/^[0-9a-f]{24}$/);

/**
 * Field names of the contract that mean a real resource. Unknown names fall through to the
 * schema; ids of any kind come from every pool, so one endpoint also gets others' ids.
 */
export function poolHints(pools: Pools, ownEmail: string | undefined): FieldHint {
  const anyId = () => [
    ...pools.bikeIds,
    ...pools.bookingIds,
    ...pools.userIds,
    ...pools.imageIds,
    ...pools.categoryIds,
  ];
  return (name, schema) => {
    const lower = name.toLowerCase();
    if (schema.pattern === '^[0-9a-fA-F]{24}$') {
      const specific =
        lower === 'bikeid'
          ? pools.bikeIds
          : lower === 'bookingid'
            ? pools.bookingIds
            : lower === 'categoryid'
              ? pools.categoryIds
              : undefined;
      return fc.oneof(
        ...(specific ? [{ weight: 3, arbitrary: fromPool(specific, HEX24) }] : []),
        {
          weight: 2,
          arbitrary: fc
            .nat()
            .map((i) => anyId()[i % Math.max(anyId().length, 1)] ?? '0'.repeat(24)),
        },
        { weight: 1, arbitrary: HEX24 },
      );
    }
    if (schema.pattern?.startsWith('^pi_')) return fromPool(pools.intentIds, fc.constant('pi_0'));
    if (lower === 'transactionid') return fromPool(pools.intentIds, fc.constant('pi_0'));
    if (lower === 'clientsecret') return fromPool(pools.clientSecrets, fc.constant('secret'));
    if (lower.includes('email') && schema.type === 'string') {
      const own = ownEmail ? [{ weight: 4, arbitrary: fc.constant(ownEmail) }] : [];
      return fc.oneof(...own, { weight: 2, arbitrary: fromPool(pools.emails, fc.emailAddress()) });
    }
    if (lower === 'number' && schema.type === 'string') {
      return fromPool(pools.cardNumbers, fc.stringMatching(/^[0-9]{16}$/));
    }
    // Card expiry: a month, and a year that has not passed.
    if (lower === 'expmonth') return fc.integer({ min: 1, max: 12 });
    if (lower === 'cvc') return fc.stringMatching(/^[0-9]{3,4}$/);
    if (lower === 'expyear') {
      const year = new Date().getUTCFullYear();
      return fc.integer({ min: year, max: year + 8 });
    }
    // Years are bounded by a refinement (not after this year) that JSON Schema cannot carry.
    if (lower.includes('year') && schema.type === 'integer') {
      return fc.integer({ min: 1990, max: new Date().getUTCFullYear() + 1 });
    }
    if (schema.pattern?.includes('images')) {
      const any = fromPool(pools.imageUrls, fc.stringMatching(/^\/images\/[0-9a-f]{24}$/));
      const own = ownEmail ? pools.ownImageUrls[ownEmail] : undefined;
      return own
        ? fc.oneof({ weight: 9, arbitrary: fromPool(own, any) }, { weight: 1, arbitrary: any })
        : any;
    }
    return undefined;
  };
}

/**
 * Gives a request's fields the values that belong with the others it carries (the client
 * secret of the intent in the path, the booking of the intent in the body), so that the
 * payment flow gets past "wrong secret" into its rules.
 */
export function relate(pools: Pools, ...parts: unknown[]): void {
  const objects = parts.filter(
    (p): p is Record<string, unknown> => typeof p === 'object' && p !== null && !Array.isArray(p),
  );
  for (const obj of objects) {
    for (const value of Object.values(obj)) {
      const related = typeof value === 'string' ? pools.related.get(value) : undefined;
      if (!related) continue;
      for (const target of objects) {
        for (const [key, v] of Object.entries(related)) if (key in target) target[key] = v;
      }
    }
  }
}
