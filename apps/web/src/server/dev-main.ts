import { startDevServer } from './dev-server';
import { loadWebServerSettings } from './settings';

/**
 * `pnpm --filter @reride/web dev` (run by `pnpm dev`): the web with hot reload, its pages rendered
 * on the server as in production. PORT and HOST as the production server reads them, on Vite's
 * usual localhost:5173 by default; the API is the one VITE_API_URL names.
 */
const settings = loadWebServerSettings(process.env, { port: 5173, host: 'localhost' });
const server = await startDevServer({ ...settings, publicUrl: settings.publicUrl ?? undefined });
console.log(`ReRide web (development) on ${server.url}`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
