/**
 * The map's tile server, a run-time setting of the web server (MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION, src/server/settings.ts). The server writes it into each page as a JSON
 * data block; the lazily loaded map reads it there. Without it the maps draw the offline outline
 * of Bangladesh only (docs/decisions/014-places-and-distance.md, "Maps").
 */
export interface MapTiles {
  /** A Leaflet URL template: https://{s}.example.org/{z}/{x}/{y}.png */
  url: string;
  /** Shown in the map's corner, as tile providers require. */
  attribution: string;
}

export const MAP_SETTINGS_ELEMENT_ID = 'reride-map-settings';

/** The data block for a page; nothing when no tile server is configured. */
export function mapSettingsScript(tiles: MapTiles | null): string {
  if (!tiles) return '';
  const json = JSON.stringify({ tiles }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${MAP_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

function isMapTiles(value: unknown): value is MapTiles {
  if (typeof value !== 'object' || value === null) return false;
  const { url, attribution } = value as Record<string, unknown>;
  return typeof url === 'string' && /^https?:\/\//.test(url) && typeof attribution === 'string';
}

/** The page's tile server, or null (none configured, or a page the server did not draw). */
export function readMapTiles(doc: Document = document): MapTiles | null {
  const text = doc.getElementById(MAP_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const { tiles } = JSON.parse(text) as { tiles?: unknown };
    return isMapTiles(tiles) ? tiles : null;
  } catch {
    return null;
  }
}

/**
 * The origin the Content-Security-Policy must let images come from: `{s}` (Leaflet's subdomain
 * letter) becomes a wildcard.
 */
export function tileImageSource(url: string): string | null {
  const host = /^(https?:\/\/[^/?#]+)/.exec(url.replace('{s}.', '*.'))?.[1];
  return host && !/[{}]/.test(host) ? host : null;
}
