import type { EndpointName, ResponseOf } from '@reride/shared/contract';
import { routes } from '@reride/shared/routes';
import type { z } from 'zod';
import type * as ContractChunk from './contract-chunk';
import { ApiError } from './errors';

let contractChunk: Promise<typeof ContractChunk> | null = null;

/**
 * `name`'s response schema, from the contract's own chunk (loaded once, in parallel with the
 * first request); null when the chunk could not load, and then answers go unchecked.
 */
export function loadResponseSchema(name: EndpointName): Promise<z.ZodType | null> {
  contractChunk ??= import('./contract-chunk');
  return contractChunk.then(
    ({ contract }) => contract[name].response as z.ZodType,
    (error: unknown) => {
      contractChunk = null;
      console.warn('Could not load the API contract; answers are not checked', error);
      return null;
    },
  );
}

/**
 * Checks a body that arrived another way (an event of a stream) against `name`'s response
 * schema: null when it does not match; unchecked when the schemas could not load.
 */
export async function checkAnswer<N extends EndpointName>(
  name: N,
  body: unknown,
): Promise<ResponseOf<N> | null> {
  const checker = await loadResponseSchema(name);
  if (!checker) return body as ResponseOf<N>;
  const parsed = checker.safeParse(body);
  if (parsed.success) return parsed.data as ResponseOf<N>;
  console.error(`Unexpected ${name} data from the server`, parsed.error);
  return null;
}

/** An answer of `name` checked with `schema` (a promise, so it loads while the request runs). */
export async function checkResponse<N extends EndpointName>(
  name: N,
  schema: Promise<z.ZodType | null>,
  body: unknown,
): Promise<ResponseOf<N>> {
  const checker = await schema;
  if (!checker) return body as ResponseOf<N>;
  const parsed = checker.safeParse(body);
  if (!parsed.success) {
    const { method, path } = routes[name];
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(500, 'INTERNAL', 'Unexpected answer from the server', parsed.error.issues);
  }
  return parsed.data as ResponseOf<N>;
}
