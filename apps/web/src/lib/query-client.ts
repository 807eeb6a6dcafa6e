import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@reride/shared/constants';
import { ApiError } from './api-client';

/** Client errors other than 408/429 will not get better by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429 ? failureCount < 2 : false;
  }
  return failureCount < 2;
}

/**
 * `server`: the web server's per-request cache asks once, so an API outage costs a page its
 * content (the browser asks again) rather than seconds of waiting.
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: server ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; route loaders use it to prefetch. */
export const queryClient = createQueryClient();
