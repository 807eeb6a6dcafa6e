import type { Contract, EndpointName } from '@reride/shared/contract';
import type { z } from 'zod';
import type { ApiAuth } from './token-renewal';

/** `{ [key]: T }`, optional when every field of T is (the server then reads an empty object). */
type Slot<K extends string, T> = Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };

type ParamsOf<E> = E extends { params: z.ZodType }
  ? { params: z.input<E['params']> }
  : { params?: never };

type QueryOf<E> = E extends { query: z.ZodType }
  ? Slot<'query', z.input<E['query']>>
  : { query?: never };

type BodyOf<E> = E extends { body: z.ZodType }
  ? Slot<'body', z.input<E['body']>>
  : E extends { multipartField: string }
    ? { body: FormData }
    : { body?: never };

/**
 * What a call of each endpoint sends, typed from its contract entry: the path's params, the
 * query and the body its schemas accept (FormData for an upload), and nothing it does not take.
 * A map rather than a conditional type, so generic helpers (list-query.ts) can read its fields.
 */
type CallInputs = {
  [N in EndpointName]: ParamsOf<Contract[N]> & QueryOf<Contract[N]> & BodyOf<Contract[N]>;
};

export type CallInput<N extends EndpointName> = CallInputs[N];

export interface CallExtras {
  auth?: ApiAuth;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1 (the request then goes through XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
}

export type CallOptions<N extends EndpointName> = CallInput<N> & CallExtras;

type CallArgsMap = {
  [N in EndpointName]: Partial<CallInputs[N]> extends CallInputs[N]
    ? [options?: CallOptions<N>]
    : [options: CallOptions<N>];
};

/** A call's options argument, which may be left out when nothing in it is required. */
export type CallArgs<N extends EndpointName> = CallArgsMap[N];
