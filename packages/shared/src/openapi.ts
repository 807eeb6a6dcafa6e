import { z } from 'zod';
import { contract, type Endpoint } from './contract';
import { ErrorBodySchema } from './errors';
import { RATE_LIMIT_HEADERS, rateLimitBucketOf } from './rate-limits';

type JsonObject = Record<string, unknown>;

/** zod → JSON Schema, with `$defs` hoisted into the document's components. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: JsonObject): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  const defs = (json.$defs ?? {}) as JsonObject;
  for (const [name, def] of Object.entries(defs)) components[name] = rewriteRefs(def);
  delete json.$defs;
  delete json.$schema;
  return rewriteRefs(json) as JsonObject;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === '$ref' && typeof v === 'string'
          ? v.replace('#/$defs/', '#/components/schemas/')
          : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

function parameters(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  components: JsonObject,
) {
  if (!schema) return [];
  const json = toSchema(schema, 'input', components);
  const props = (json.properties ?? {}) as JsonObject;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

function security(e: Endpoint) {
  if (e.access === 'public' || e.access === 'signature') return [];
  return [{ [e.access === 'firebase' ? 'firebaseIdToken' : 'accessToken']: [] }];
}

/** 429 only where the API counts calls (rate-limits.ts), with the header that says when to retry. */
function tooManyRequests(name: string, errorRef: JsonObject): JsonObject {
  const bucket = rateLimitBucketOf(name);
  if (!bucket) return {};
  return {
    '429': {
      description: `Too many requests (rate-limit bucket \`${bucket}\`)`,
      headers: {
        [RATE_LIMIT_HEADERS.retryAfter]: {
          description: 'Seconds until the window resets',
          schema: { type: 'integer' },
        },
      },
      content: { 'application/json': { schema: errorRef } },
    },
  };
}

function operation(name: string, e: Endpoint, components: JsonObject) {
  const errorRef = { $ref: '#/components/schemas/ErrorBody' };
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: errorRef } },
  });
  const success = e.stream
    ? {
        description: 'A Server-Sent Events stream; each event’s data is this schema',
        content: {
          'text/event-stream': { schema: toSchema(e.response, 'output', components) },
        },
      }
    : e.binary
      ? {
          description: 'OK',
          content: { [e.binary]: { schema: { type: 'string', format: 'binary' } } },
        }
      : {
          description: 'OK',
          content: { 'application/json': { schema: toSchema(e.response, 'output', components) } },
        };
  const op: JsonObject = {
    operationId: name,
    summary: e.summary,
    tags: [e.tag],
    'x-access': Array.isArray(e.access) ? e.access : [e.access],
    security: security(e),
    parameters: [
      ...parameters(e.params, 'path', components),
      ...parameters(e.query, 'query', components),
    ],
    responses: {
      [String(e.successStatus ?? 200)]: success,
      '400': errorResponse('Invalid input'),
      ...(e.access === 'public' ? {} : { '401': errorResponse('Not authenticated') }),
      ...(Array.isArray(e.access) ? { '403': errorResponse('Not allowed') } : {}),
      '404': errorResponse('Not found'),
      ...tooManyRequests(name, errorRef),
      '500': errorResponse('Unexpected error'),
      '503': errorResponse('Temporarily unavailable'),
    },
  };
  if (e.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toSchema(e.body, 'input', components) } },
    };
  } else if (e.multipartField) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [e.multipartField],
            properties: { [e.multipartField]: { type: 'string', format: 'binary' } },
          },
        },
      },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document of the whole contract, served by the API at /openapi.json. */
export function buildOpenApiDocument(serverUrl?: string) {
  const components: JsonObject = {};
  components.ErrorBody = toSchema(ErrorBodySchema, 'output', components);
  const paths: Record<string, JsonObject> = {};
  for (const [name, e] of Object.entries(contract) as [string, Endpoint][]) {
    const path = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = operation(name, e, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ReRide API',
      version: '1.0.0',
      description: 'Used-bike marketplace. Errors answer `{ message, code, details? }`.',
    },
    servers: serverUrl ? [{ url: serverUrl }] : [],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
      },
    },
  };
}
