import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsError, settingsOrExit } from './process-settings';

const refuse = () => {
  throw new SettingsError('settings', ['PORT: Too big', 'HOST: Required']);
};

describe('settings of a server process', () => {
  afterEach(() => vi.restoreAllMocks());

  it('name every problem, one per line', () => {
    expect(() => refuse()).toThrow('Invalid settings:\n  - PORT: Too big\n  - HOST: Required');
    expect(SettingsError.problemsOf(refuse)).toEqual(['PORT: Too big', 'HOST: Required']);
    expect(() => SettingsError.problemsOf(() => 1)).toThrow('expected the settings to be refused');
  });

  it('stop the process with 1 when refused, after printing the problems', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settingsOrExit(refuse);
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('HOST: Required'));
    expect(settingsOrExit(() => 42)).toBe(42);
  });

  it('let any other error through', () => {
    expect(() =>
      settingsOrExit(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow(TypeError);
  });
});
