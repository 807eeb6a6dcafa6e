/** The `<script type="application/json">` holding the server's state (server-state.ts). */
export const SERVER_STATE_ELEMENT_ID = 'reride-server-state';

/**
 * The `<script type="application/json">` listing the page's JavaScript files, which the app
 * asks for together when the page's route starts loading (src/app/page-files.ts).
 */
export const ROUTE_FILES_ELEMENT_ID = 'reride-route-files';
