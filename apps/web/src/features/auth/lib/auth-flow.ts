// Apart from session.ts: the auth provider, in every page's first download, reads whether a
// flow runs; the flows themselves (and their API calls) load with the login and sign-up pages.

/**
 * Login, sign-up and Google sign-in are flows of several steps (Firebase, POST /users, GET /jwt).
 * Firebase announces the new user after its first step; if the app reacted (role queries, token
 * renewal registering the user as a Buyer) it would race the flow's own POST /users. So the auth
 * provider holds the session back while a flow runs; the flow ends with a reload anyway.
 */
let activeFlows = 0;
const flowListeners = new Set<(active: boolean) => void>();

export function isAuthFlowActive(): boolean {
  return activeFlows > 0;
}

export function onAuthFlowChange(listener: (active: boolean) => void): () => void {
  flowListeners.add(listener);
  return () => flowListeners.delete(listener);
}

export function setFlowActive(delta: 1 | -1) {
  activeFlows += delta;
  flowListeners.forEach((listener) => listener(activeFlows > 0));
}
