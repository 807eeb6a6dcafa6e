import fc from 'fast-check';
import { contract, type Endpoint, type EndpointName } from '@reride/shared';
import { encodeComponent, encodeQuery, setOwn, wireText } from './encode';
import {
  extraKey,
  hostilePathSegment,
  hostileQuery,
  hostileValue,
  hugeString,
  wrongType,
} from './hostile';
import { poolHints, relate, type Actor, type FuzzRole, type Pools } from './pools';
import { requestJsonSchema, schemaArbitrary } from './schema-arbitrary';

/** A request exactly as it goes on the wire, plus what the server's parsers will see. */
export interface FuzzRequest {
  endpoint: EndpointName;
  role: FuzzRole;
  method: string;
  /** Path and query string, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | { multipart: { field: string; bytes: Buffer; filename: string; type: string } };
  /** The mutations applied; empty for a request built only from the schemas. */
  mutations: string[];
  /** Decoded path parameters; undefined when a raw segment made them unknowable. */
  wireParams?: Record<string, string>;
  /** The JSON the server parses, or {} when it parses none (see apps/api/src/http/endpoint.ts). */
  wireBody?: unknown;
  /** True when the body is something express.json refuses (invalid JSON, not an object). */
  bodyRefused: boolean;
}

type Target = 'params' | 'query' | 'body';

type Mutation =
  | { kind: 'replace'; target: Target; index: number; value: unknown }
  | { kind: 'delete'; target: Target; index: number }
  | { kind: 'extra'; target: 'query' | 'body'; key: string; value: unknown }
  | { kind: 'arrayOf'; target: Target; index: number }
  | { kind: 'bodyNotObject'; value: unknown }
  | { kind: 'rawBody'; text: string; contentType: string | null }
  | { kind: 'rawQuery'; text: string }
  | { kind: 'rawSegment'; index: number; text: string }
  | { kind: 'auth'; token: 'none' | 'garbage' | 'otherKind' | 'bearerOnly' | 'huge' }
  | { kind: 'file'; variant: 'garbage' | 'empty' | 'wrongField' | 'huge' };

const INVALID_JSON = [
  '{"a":',
  '{"$ne":1',
  '\u0000',
  'undefined',
  "{'a':1}",
  '[1,2',
  '{"a":1}}',
  'NaN',
];

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      target: fc.constantFrom<Target>('params', 'query', 'body'),
      index: fc.nat(),
      value: hostileValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      target: fc.constantFrom<Target>('params', 'query', 'body'),
      index: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      target: fc.constantFrom<'query' | 'body'>('query', 'body'),
      key: extraKey,
      value: hostileValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('arrayOf' as const),
      target: fc.constantFrom<Target>('params', 'query', 'body'),
      index: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('bodyNotObject' as const), value: wrongType }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rawBody' as const),
      text: fc.oneof(
        fc.constantFrom(...INVALID_JSON),
        hugeString.map((s) => JSON.stringify({ s })),
      ),
      contentType: fc.constantFrom<string | null>(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        null,
        'application/json; charset=utf-16',
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rawQuery' as const), text: hostileQuery }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rawSegment' as const),
      index: fc.nat(),
      text: hostilePathSegment,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('auth' as const),
      token: fc.constantFrom<'none' | 'garbage' | 'otherKind' | 'bearerOnly' | 'huge'>(
        'none',
        'garbage',
        'otherKind',
        'bearerOnly',
        'huge',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('file' as const),
      variant: fc.constantFrom<'garbage' | 'empty' | 'wrongField' | 'huge'>(
        'garbage',
        'empty',
        'wrongField',
        'huge',
      ),
    }),
  },
);

interface Draft {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  rawQuery: string[];
  rawSegments: Map<number, string>;
  rawBody?: { text: string; contentType: string | null };
  token: 'normal' | 'none' | 'garbage' | 'otherKind' | 'bearerOnly' | 'huge';
  file: 'valid' | 'garbage' | 'empty' | 'wrongField' | 'huge';
}

function objectOf(draft: Draft, target: Target): Record<string, unknown> | undefined {
  const value = draft[target];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function keyAt(obj: Record<string, unknown>, index: number): string | undefined {
  const keys = Object.keys(obj);
  return keys.length === 0 ? undefined : keys[index % keys.length];
}

/**
 * Node's HTTP parser answers 431 with no body past 16 KB of request line and headers, before
 * the app runs: huge values in a URL are cut to 1,000 characters (up to 6 KB once
 * percent-encoded) so that they reach the API. An object or array travels as its JSON, so a
 * huge one is cut as that text.
 */
const URL_VALUE_LIMIT = 1000;
export function forUrl(target: Target, value: unknown): unknown {
  if (target === 'body') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text !== undefined && text.length > URL_VALUE_LIMIT
    ? text.slice(0, URL_VALUE_LIMIT)
    : value;
}

function apply(draft: Draft, m: Mutation): string {
  switch (m.kind) {
    case 'replace':
    case 'delete':
    case 'arrayOf': {
      const obj = objectOf(draft, m.target);
      const key = obj && keyAt(obj, m.index);
      if (!obj || key === undefined) return `${m.kind} ${m.target} (no field)`;
      if (m.kind === 'delete') delete obj[key];
      else
        // A doubled value is bounded too: arrayOf twice on a long string would pass Node's 16 KB
        // request-line limit once percent-encoded (431 before the app runs).
        setOwn(obj, key, forUrl(m.target, m.kind === 'replace' ? m.value : [obj[key], obj[key]]));
      return `${m.kind} ${m.target}.${key}`;
    }
    case 'extra': {
      const obj = objectOf(draft, m.target);
      if (!obj) return `extra ${m.target} (no object)`;
      setOwn(obj, m.key, forUrl(m.target, m.value));
      return `extra ${m.target}.${m.key}`;
    }
    case 'bodyNotObject':
      draft.body = m.value;
      return 'body not an object';
    case 'rawBody':
      draft.rawBody = { text: m.text, contentType: m.contentType };
      return `raw body (${m.contentType ?? 'no content-type'})`;
    case 'rawQuery':
      draft.rawQuery.push(m.text);
      return `raw query ${m.text.slice(0, 30)}`;
    case 'rawSegment':
      draft.rawSegments.set(m.index, m.text);
      return `raw path segment`;
    case 'auth':
      draft.token = m.token;
      return `token ${m.token}`;
    case 'file':
      draft.file = m.variant;
      return `file ${m.variant}`;
  }
}

/** A tiny valid PNG (sharp re-encodes it); set by the world at start-up. */
export const samplePng = { bytes: Buffer.alloc(0) };

function tokenHeader(
  draft: Draft,
  endpoint: Endpoint,
  actor: Actor | undefined,
): string | undefined {
  const wantsFirebase = endpoint.access === 'firebase';
  switch (draft.token) {
    case 'none':
      return undefined;
    case 'garbage':
      return 'Bearer abc.def.ghi';
    case 'bearerOnly':
      return 'Bearer ';
    case 'huge':
      return `Bearer ${'x'.repeat(8_000)}`;
    case 'otherKind':
      return actor && `Bearer ${wantsFirebase ? actor.accessToken : actor.idToken}`;
    case 'normal':
      return actor && `Bearer ${wantsFirebase ? actor.idToken : actor.accessToken}`;
  }
}

function buildPath(
  endpoint: Endpoint,
  draft: Draft,
): { path: string; wireParams?: Record<string, string> } {
  const wireParams: Record<string, string> = {};
  let index = 0;
  let raw = false;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const rawSegment = draft.rawSegments.get(
      index++ % Math.max(1, Object.keys(draft.params).length),
    );
    if (rawSegment !== undefined) {
      raw = true;
      return rawSegment;
    }
    const text = wireText(draft.params[name]);
    wireParams[name] = text;
    return encodeComponent(text);
  });
  return raw ? { path } : { path, wireParams };
}

function buildBody(endpoint: Endpoint, draft: Draft, headers: Record<string, string>) {
  if (draft.rawBody) {
    if (draft.rawBody.contentType) headers['content-type'] = draft.rawBody.contentType;
    const json = draft.rawBody.contentType === 'application/json';
    let parsed: unknown;
    let refused = false;
    try {
      parsed = json ? JSON.parse(draft.rawBody.text) : {};
      if (json && (parsed === null || typeof parsed !== 'object')) refused = true;
    } catch {
      refused = true;
    }
    return { body: draft.rawBody.text, wireBody: parsed, bodyRefused: refused };
  }
  if (endpoint.multipartField) {
    const bytes =
      draft.file === 'garbage'
        ? Buffer.from('not an image at all')
        : draft.file === 'empty'
          ? Buffer.alloc(0)
          : draft.file === 'huge'
            ? Buffer.alloc(6 * 1024 * 1024, 1)
            : samplePng.bytes;
    const field = draft.file === 'wrongField' ? 'file' : endpoint.multipartField;
    return {
      body: { multipart: { field, bytes, filename: 'bike.png', type: 'image/png' } },
      wireBody: undefined,
      bodyRefused: false,
    };
  }
  if (draft.body === undefined) return { body: undefined, wireBody: {}, bodyRefused: false };
  headers['content-type'] = 'application/json';
  const text = JSON.stringify(draft.body) ?? 'null';
  const parsed: unknown = JSON.parse(text);
  return {
    body: text,
    wireBody: parsed,
    bodyRefused: parsed === null || typeof parsed !== 'object',
  };
}

function partArbitrary(schema: Endpoint['params'], hint: ReturnType<typeof poolHints>) {
  return schema ? schemaArbitrary(requestJsonSchema(schema), hint) : fc.constant(undefined);
}

/** Requests for one endpoint as one role: from the schemas, then 0–3 hostile mutations. */
export function requestArbitrary(
  name: EndpointName,
  role: FuzzRole,
  actor: Actor | undefined,
  pools: Pools,
): fc.Arbitrary<FuzzRequest> {
  const endpoint: Endpoint = contract[name];
  const hint = poolHints(pools, actor?.email);
  return fc
    .record({
      params: partArbitrary(endpoint.params, hint),
      query: partArbitrary(endpoint.query, hint),
      body: partArbitrary(endpoint.body, hint),
      pair: fc.boolean(),
      mutations: fc.oneof(
        { weight: 2, arbitrary: fc.constant([] as Mutation[]) },
        { weight: 3, arbitrary: fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }) },
      ),
    })
    .map(({ params, query, body, pair, mutations }) => {
      if (pair) relate(pools, params, body);
      const draft: Draft = {
        params: (params ?? {}) as Record<string, unknown>,
        query: (query ?? {}) as Record<string, unknown>,
        body,
        rawQuery: [],
        rawSegments: new Map(),
        token: 'normal',
        file: 'valid',
      };
      const labels = mutations.map((m) => apply(draft, m));
      const headers: Record<string, string> = { accept: 'application/json' };
      const auth = tokenHeader(draft, endpoint, actor);
      if (auth) headers.authorization = auth;
      const { path, wireParams } = buildPath(endpoint, draft);
      const queryText = [encodeQuery(draft.query), ...draft.rawQuery].filter(Boolean).join('&');
      const built = buildBody(endpoint, draft, headers);
      return {
        endpoint: name,
        role,
        method: endpoint.method,
        url: queryText ? `${path}?${queryText}` : path,
        headers,
        mutations: labels,
        ...built,
        ...(wireParams ? { wireParams } : {}),
      } satisfies FuzzRequest;
    });
}
