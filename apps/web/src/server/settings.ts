import { z } from 'zod';
import { SettingsError, settingsOrExit } from '@reride/shared/process-settings';
import { tileImageSource, type MapTiles } from '../features/maps/lib/map-settings';

/**
 * The web server's run-time settings, read from its own environment (the VITE_* ones are fixed
 * by the build: lib/env-schema.ts). Validated at start-up like the API's (apps/api/src/config.ts):
 * a bad value stops the server with every problem named.
 */

/** `KEY=` in an env file means "not set", not "set to the empty string". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const PORT = 'must be a port (1-65535)';
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const SettingsSchema = z
  .object({
    PORT: optional(z.coerce.number({ error: PORT }).int(PORT).min(1, PORT).max(65535, PORT)),
    HOST: optional(z.string().trim().min(1)),
    /** How this server reaches the API, when not at the browser's VITE_API_URL (a container network). */
    API_INTERNAL_URL: optional(httpUrl),
    /** The site's public origin for canonical URLs and sitemaps; unset, the request's Host. */
    PUBLIC_WEB_URL: optional(httpUrl.transform((u) => new URL(u).origin)),
    /**
     * A tile server for the maps, as a Leaflet URL template; unset, the maps draw the offline
     * outline of Bangladesh only (docs/decisions/014-places-and-distance.md, "Maps").
     */
    MAP_TILE_URL: optional(
      z
        .string()
        .trim()
        .refine((url) => /^https:\/\//.test(url) && tileImageSource(url) !== null, {
          error: 'must be an https URL template',
        })
        .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
          error: 'must hold {z}, {x} and {y}',
        }),
    ),
    /** The credit the tile provider asks for, shown in the map's corner. */
    MAP_TILE_ATTRIBUTION: optional(z.string().trim().min(1)),
  })
  .superRefine((raw, ctx) => {
    // Tile providers' terms require their credit on the map.
    if (raw.MAP_TILE_URL && !raw.MAP_TILE_ATTRIBUTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAP_TILE_ATTRIBUTION'],
        message: 'is required with MAP_TILE_URL',
      });
    }
  });

export interface WebServerSettings {
  port: number;
  host: string;
  apiInternalUrl: string | null;
  publicUrl: string | null;
  /** The maps' tile server, or null: the offline outline only. */
  mapTiles: MapTiles | null;
}

/** Production listens on every interface; `pnpm dev` passes its own (dev-server.ts). */
export const PRODUCTION_LISTEN = { port: 4173, host: '0.0.0.0' };

/** Validates the environment; throws a SettingsError naming every bad variable. */
export function parseWebServerSettings(
  env: Record<string, string | undefined>,
  listen: { port: number; host: string } = PRODUCTION_LISTEN,
): WebServerSettings {
  const result = SettingsSchema.safeParse(env);
  if (!result.success) {
    throw new SettingsError(
      'web server settings',
      result.error.issues.map((i) => `${String(i.path[0] ?? '(env)')}: ${i.message}`),
    );
  }
  const raw = result.data;
  return {
    port: raw.PORT ?? listen.port,
    host: raw.HOST ?? listen.host,
    apiInternalUrl: raw.API_INTERNAL_URL?.replace(/\/+$/, '') ?? null,
    publicUrl: raw.PUBLIC_WEB_URL ?? null,
    mapTiles:
      raw.MAP_TILE_URL && raw.MAP_TILE_ATTRIBUTION
        ? { url: raw.MAP_TILE_URL, attribution: raw.MAP_TILE_ATTRIBUTION }
        : null,
  };
}

/** Start-up: a bad environment prints every problem and stops the process. */
export function loadWebServerSettings(
  env: Record<string, string | undefined> = process.env,
  listen?: { port: number; host: string },
): WebServerSettings {
  return settingsOrExit(() => parseWebServerSettings(env, listen));
}
