// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsError } from '@reride/shared/process-settings';
import { loadWebServerSettings, parseWebServerSettings } from './settings';

const problemsOf = (env: Record<string, string>) =>
  SettingsError.problemsOf(() => parseWebServerSettings(env));

describe('the web server settings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('listens on every interface at 4173 by default, reaching the API as the browser does', () => {
    expect(parseWebServerSettings({})).toEqual({
      port: 4173,
      host: '0.0.0.0',
      apiInternalUrl: null,
      publicUrl: null,
      mapTiles: null,
    });
  });

  it('reads each setting, an empty one as unset, and keeps only the public origin', () => {
    const settings = parseWebServerSettings({
      PORT: '8080',
      HOST: '',
      API_INTERNAL_URL: 'http://api:5000/',
      PUBLIC_WEB_URL: 'https://reride.example/shop',
    });
    expect(settings).toEqual({
      port: 8080,
      host: '0.0.0.0',
      apiInternalUrl: 'http://api:5000',
      publicUrl: 'https://reride.example',
      mapTiles: null,
    });
  });

  it("takes development's own defaults", () => {
    expect(parseWebServerSettings({}, { port: 5173, host: 'localhost' })).toMatchObject({
      port: 5173,
      host: 'localhost',
    });
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      API_INTERNAL_URL: 'api:5000',
      PUBLIC_WEB_URL: 'ftp://reride.example',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'API_INTERNAL_URL',
      'PUBLIC_WEB_URL',
    ]);
  });

  it('takes a map tile server with its credit, and refuses one without it or not a template', () => {
    expect(
      parseWebServerSettings({
        MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example contributors',
      }).mapTiles,
    ).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
    });
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toEqual([
      'MAP_TILE_ATTRIBUTION: is required with MAP_TILE_URL',
    ]);
    expect(
      problemsOf({
        MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'x',
      }),
    ).toEqual(['MAP_TILE_URL: must be an https URL template']);
    expect(
      problemsOf({ MAP_TILE_URL: 'https://tiles.example.org/tile.png', MAP_TILE_ATTRIBUTION: 'x' }),
    ).toEqual(['MAP_TILE_URL: must hold {z}, {x} and {y}']);
  });

  it('prints every problem and exits with 1 on a bad environment', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadWebServerSettings({ PORT: '70000', PUBLIC_WEB_URL: 'reride' });
    expect(exit).toHaveBeenCalledWith(1);
    const output = String(printed.mock.calls[0]?.[0]);
    expect(output).toContain('Invalid web server settings');
    expect(output).toContain('PORT');
    expect(output).toContain('PUBLIC_WEB_URL');
  });
});
