import { parse as parseQueryString } from 'node:querystring';
import { contract, ERROR_STATUS, ErrorBodySchema, type Endpoint } from '@reride/shared';
import type { FuzzRequest } from './requests';
import type { FuzzResponse } from './send';

export type FailureKind =
  | '5xx'
  | 'schema break'
  | 'wrong success status'
  | 'bad error body'
  | 'accepted invalid input'
  | 'unexpected status'
  | 'no answer'
  | 'half-applied change'
  | 'schemathesis';

/**
 * Statuses that body-parser answers before our rules run, with the code our error handler
 * gives them (http/error-handler.ts): their status is not ERROR_STATUS[code], on purpose.
 */
const PARSER_STATUSES: Record<number, string> = {
  413: 'VALIDATION_FAILED',
  415: 'VALIDATION_FAILED',
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Properties of `raw` that parsing dropped: zod objects strip unknown keys, but the OpenAPI
 * document says `additionalProperties: false`, so an answer must not carry undeclared fields.
 */
export function undeclaredProperties(raw: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item, i) => undeclaredProperties(item, parsed[i], `${path}[${i}]`));
  }
  if (!raw || typeof raw !== 'object' || !parsed || typeof parsed !== 'object') return [];
  const kept = parsed as Record<string, unknown>;
  return Object.entries(raw as Record<string, unknown>).flatMap(([key, value]) =>
    key in kept
      ? undeclaredProperties(value, kept[key], `${path}.${key}`)
      : [`${path}.${key}`.replace(/^\./, '')],
  );
}

/** Whether the request, as the server's parsers see it, passes the contract's input schemas. */
export function inputIsValid(endpoint: Endpoint, req: FuzzRequest): boolean {
  if (endpoint.params && (!req.wireParams || !endpoint.params.safeParse(req.wireParams).success)) {
    return false;
  }
  if (endpoint.query) {
    const queryText = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    if (!endpoint.query.safeParse({ ...parseQueryString(queryText) }).success) return false;
  }
  if (endpoint.body && (req.bodyRefused || !endpoint.body.safeParse(req.wireBody ?? {}).success)) {
    return false;
  }
  return true;
}

/**
 * The endpoint Express routes the request to. A path parameter cut away leaves `/orders/`, which
 * Express (not strict about a trailing slash) serves as the list at `/orders`: that entry's
 * schemas judge the answer, not the one the request was built for.
 */
export function servedBy(req: FuzzRequest): {
  endpoint: Endpoint;
  wireParams?: Record<string, string>;
} {
  const own: Endpoint = contract[req.endpoint];
  const pathname = req.url.split('?')[0]!.replace(/(.)\/$/, '$1');
  const fixed = (Object.values(contract) as Endpoint[]).find(
    (e) => e !== own && e.method === req.method && !e.path.includes(':') && e.path === pathname,
  );
  if (fixed) return { endpoint: fixed, wireParams: {} };
  return { endpoint: own, ...(req.wireParams ? { wireParams: req.wireParams } : {}) };
}

/** The failure this answer shows, or null when it keeps the contract. */
export function checkResponse(
  sent: FuzzRequest,
  res: FuzzResponse,
): { kind: FailureKind; detail: string } | null {
  const { endpoint, wireParams } = servedBy(sent);
  const { wireParams: _own, ...rest } = sent;
  const req: FuzzRequest = { ...rest, ...(wireParams ? { wireParams } : {}) };
  if (res.status >= 500) return { kind: '5xx', detail: `status ${res.status}` };
  if (res.status >= 200 && res.status < 300) {
    const expected = endpoint.successStatus ?? 200;
    if (res.status !== expected)
      return { kind: 'wrong success status', detail: `${res.status}, contract says ${expected}` };
    if (!inputIsValid(endpoint, req)) {
      return { kind: 'accepted invalid input', detail: 'the contract schemas refuse this input' };
    }
    if (endpoint.stream) {
      return res.contentType.startsWith('text/event-stream')
        ? null
        : {
            kind: 'schema break',
            detail: `content-type ${res.contentType}, contract says a stream`,
          };
    }
    if (endpoint.binary) {
      return res.contentType.startsWith(endpoint.binary)
        ? null
        : {
            kind: 'schema break',
            detail: `content-type ${res.contentType}, contract says ${endpoint.binary}`,
          };
    }
    const json = parseJson(res.text);
    if (!json.ok) return { kind: 'schema break', detail: 'body is not JSON' };
    const parsed = endpoint.response.safeParse(json.value);
    const extra = parsed.success ? undeclaredProperties(json.value, parsed.data) : [];
    if (extra.length > 0) {
      return {
        kind: 'schema break',
        detail: `undeclared properties: ${[...new Set(extra.map((p) => p.replace(/\[\d+\]/g, '[]')))].join(', ')}`,
      };
    }
    return parsed.success
      ? null
      : {
          kind: 'schema break',
          detail: parsed.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; '),
        };
  }
  if (res.status >= 400) {
    const json = parseJson(res.text);
    const body = json.ok ? ErrorBodySchema.safeParse(json.value) : undefined;
    if (!body?.success)
      return { kind: 'bad error body', detail: `not { message, code }: ${res.text.slice(0, 120)}` };
    const { code } = body.data;
    if (ERROR_STATUS[code] !== res.status && PARSER_STATUSES[res.status] !== code) {
      return { kind: 'bad error body', detail: `code ${code} with status ${res.status}` };
    }
    return null;
  }
  return { kind: 'unexpected status', detail: `status ${res.status}` };
}
