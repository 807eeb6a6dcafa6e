import type { z } from 'zod';
import type { Route } from '../routes/route';

/**
 * What the contract adds to a route: its place in the API reference and the schemas of its input
 * and of its answer. Server-side reading (the OpenAPI document), kept out of the web's first page.
 */
export interface EndpointSpec {
  tag: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A stream's one event; nothing useful for a binary answer. */
  response: z.ZodType;
}

export interface Endpoint extends Route, EndpointSpec {}

/**
 * The endpoints of one group of routes: each route with its spec. Every route needs its spec and
 * a name without a route fails `tsc`, so the contract and the routes never disagree.
 */
export function endpoints<
  const R extends Record<string, Route>,
  const S extends { [N in keyof R]: EndpointSpec },
>(
  routes: R,
  schemas: S & Record<Exclude<keyof S, keyof R>, never>,
): { [N in keyof R]: R[N] & S[N] } {
  const entries = Object.entries(routes).map(([name, route]) => [
    name,
    { ...route, ...schemas[name] },
  ]);
  return Object.fromEntries(entries) as { [N in keyof R]: R[N] & S[N] };
}
