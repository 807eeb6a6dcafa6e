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
