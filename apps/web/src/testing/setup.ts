import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer, takeUnhandledRequests } from './api-server';

// The machines running the suite are shared and noisy: findBy/waitFor wait for the condition
// up to 10 s instead of 1 s. They still finish as soon as it holds.
configure({ asyncUtilTimeout: 10_000 });

// The web server's tests run in Node (`@vitest-environment node`): no DOM to prepare or clean.
const browserLike = typeof window !== 'undefined';

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
if (browserLike && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (browserLike) {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => apiServer.close());
}

afterEach(() => {
  if (!browserLike) return;
  cleanup();
  apiServer.resetHandlers();
  // react-hot-toast keeps its toasts in module state: without this, one test sees another's.
  toast.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const unexpected = takeUnhandledRequests();
  if (unexpected.length > 0) {
    throw new Error(`Requests no stubbed route answered:\n  ${unexpected.join('\n  ')}`);
  }
});
