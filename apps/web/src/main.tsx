// First: zod must start jitless, before any module that loads it (see the file).
import './lib/zod-jitless';
import { SERVER_STATE_ELEMENT_ID } from './lib/server-state-element';

/**
 * The entry is this small on purpose. A page drawn by the web server is readable at once, so the
 * app (React, the router, the page's code) is asked for once the page has loaded (its stylesheet
 * is inline, its first photos are preloaded) and painted: on a phone's slow link the content gets the
 * bandwidth first, and the scripts follow (docs/decisions/009-server-rendering-in-data-mode.md). The bare
 * shell, sent when rendering failed on the server, has nothing to show until the app runs.
 */
const start = () =>
  import('./app/start').then(({ startApp }) => {
    startApp();
  });

/** A browser without paint timing starts the app after this long all the same. */
const PAINT_WAIT_LIMIT_MS = 3000;

/** Resolves once the page has loaded and the browser has painted content (paint timing). */
function pageShown(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    try {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

if (document.getElementById(SERVER_STATE_ELEMENT_ID)) void pageShown().then(start);
else void start();
