/**
 * A server process's environment refused by its schema (the API's config, the web server's
 * settings): every problem, one per line, so an operator fixes them all at once.
 */
export class SettingsError extends Error {
  constructor(
    what: string,
    readonly problems: string[],
  ) {
    super(`Invalid ${what}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }

  /** What `parse` refused; throws when it accepted (the tests' way to read the problems). */
  static problemsOf(parse: () => unknown): string[] {
    try {
      parse();
    } catch (error) {
      if (error instanceof SettingsError) return error.problems;
      throw error;
    }
    throw new Error('expected the settings to be refused');
  }
}

/** Start-up: a refused environment prints every problem and stops the process. */
export function settingsOrExit<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}
