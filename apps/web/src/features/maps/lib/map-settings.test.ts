import { describe, expect, it } from 'vitest';
import {
  MAP_SETTINGS_ELEMENT_ID,
  mapSettingsScript,
  readMapTiles,
  tileImageSource,
} from './map-settings';

const tiles = { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© <Example>' };

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('the map settings a page carries', () => {
  it('writes nothing without a tile server, and the page then reads none', () => {
    expect(mapSettingsScript(null)).toBe('');
    expect(readMapTiles(pageWith(mapSettingsScript(null)))).toBeNull();
  });

  it('round-trips a tile server through a data block that cannot close its script', () => {
    const script = mapSettingsScript(tiles);
    expect(script).toContain(`id="${MAP_SETTINGS_ELEMENT_ID}"`);
    expect(script).not.toContain('<Example>');
    expect(readMapTiles(pageWith(script))).toEqual(tiles);
  });

  it('ignores a block that is not JSON or not a tile server', () => {
    const block = (text: string) =>
      `<script type="application/json" id="${MAP_SETTINGS_ELEMENT_ID}">${text}</script>`;
    expect(readMapTiles(pageWith(block('{oops')))).toBeNull();
    expect(
      readMapTiles(pageWith(block('{"tiles":{"url":"javascript:x","attribution":""}}'))),
    ).toBeNull();
  });

  it("gives the CSP the tile server's origin, its subdomain letter as a wildcard", () => {
    expect(tileImageSource(tiles.url)).toBe('https://*.tiles.example.org');
    expect(tileImageSource('https://tiles.example.org/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.org',
    );
    expect(tileImageSource('https://{z}.example.org/{x}/{y}')).toBeNull();
  });
});
