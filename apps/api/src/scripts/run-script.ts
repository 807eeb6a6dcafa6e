/** Runs a command-line script and exits with its status; a throw exits 1, naming the script. */
export function runScript(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed:`, error);
      process.exit(1);
    },
  );
}
