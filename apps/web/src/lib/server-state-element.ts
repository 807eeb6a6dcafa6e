/** The `<script type="application/json">` holding the server's state (server-state.ts). */
export const SERVER_STATE_ELEMENT_ID = 'reride-server-state';
