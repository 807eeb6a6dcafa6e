import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const JAVA_MIN_MAJOR = 17;

export const JAVA_HOW_TO_GET =
  'install a Java 17+ runtime (Debian/Ubuntu: apt-get install openjdk-17-jre-headless; ' +
  'macOS: brew install openjdk@17) or set JAVA_HOME to one';

export interface JavaRuntime {
  java: string;
  /** javac beside it, when this is a JDK; a JRE compiles the launcher with ecj instead. */
  javac: string | undefined;
  major: number;
}

function candidate(name: 'java' | 'javac'): string {
  const home = process.env.JAVA_HOME;
  return home ? join(home, 'bin', name) : name;
}

/** `java -version` prints `openjdk version "17.0.15"` (or `"1.8.0_…"` on Java 8) to stderr. */
export function parseJavaMajor(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function runs(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 15_000 });
  return result.status === 0 ? `${result.stdout}${result.stderr}` : undefined;
}

let found: { runtime?: JavaRuntime; problem?: string } | undefined;

/** The Java runtime to start the embedded engine with, checked once per process. */
export function findJava(): { runtime?: JavaRuntime; problem?: string } {
  if (found) return found;
  const java = candidate('java');
  const output = runs(java, ['-version']);
  const major = output === undefined ? undefined : parseJavaMajor(output);
  if (major === undefined) {
    found = { problem: `no Java runtime found (${java})` };
  } else if (major < JAVA_MIN_MAJOR) {
    found = {
      problem: `Java ${major} found (${java}); the embedded engine needs ${JAVA_MIN_MAJOR}+`,
    };
  } else {
    const javac = candidate('javac');
    const hasJavac = (javac === 'javac' || existsSync(javac)) && runs(javac, ['-version']);
    found = { runtime: { java, javac: hasJavac ? javac : undefined, major } };
  }
  return found;
}
