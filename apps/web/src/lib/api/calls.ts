import type { Contract, EndpointName, ResponseOf } from '@reride/shared/contract';
import { buildPath, routes } from '@reride/shared/routes';
import type { CallArgs, CallExtras } from './call-input';
import { checkResponse, loadResponseSchema } from './response-check';
import { request } from './token-renewal';
import { readBody, type QueryValues, type RequestBody } from './transport';

/** Any endpoint's options, as the typed calls hand them down. */
export interface AnyCallOptions extends CallExtras {
  params?: Record<string, string>;
  query?: QueryValues;
  body?: RequestBody;
}

function send(name: EndpointName, options: AnyCallOptions = {}): Promise<Response> {
  const { method, path } = routes[name];
  return request(buildPath(path, options.params), { ...options, method });
}

/** The answer of `name` and its headers, checked against its response schema. */
export async function callChecked<N extends EndpointName>(
  name: N,
  options?: AnyCallOptions,
): Promise<{ body: ResponseOf<N>; headers: Headers }> {
  const schema = loadResponseSchema(name);
  const response = await send(name, options);
  const body = await checkResponse(name, schema, await readBody(response));
  return { body, headers: response.headers };
}

/**
 * Calls an endpoint of the shared contract by name, with params, query and body typed from its
 * entry, and checks the answer against its response schema. Method and path come from the routes
 * (no zod); the schemas (and zod) load in their own chunk, in parallel with the request.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  ...[options]: CallArgs<N>
): Promise<ResponseOf<N>> {
  return (await callChecked(name, options)).body;
}

/** Endpoints answering bytes (a private photo). */
export type BinaryEndpointName = {
  [N in EndpointName]: Contract[N] extends { binary: string } ? N : never;
}[EndpointName];

/**
 * Calls a binary endpoint with the same token handling and errors as `callApi`: the bytes as a
 * Blob, for an object URL (an <img> cannot send the bearer token itself).
 */
export async function callApiBlob<N extends BinaryEndpointName>(
  name: N,
  ...[options]: CallArgs<N>
): Promise<Blob> {
  return (await send(name, options)).blob();
}
