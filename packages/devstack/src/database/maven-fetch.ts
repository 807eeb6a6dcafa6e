import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MavenArtifact } from './mongo-java-server-artifacts';

const MAVEN_CENTRAL = 'https://repo1.maven.org/maven2';
const DOWNLOAD_TIMEOUT_MS = 60_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function verified(file: string, expected: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  return sha256(await readFile(file)) === expected;
}

/**
 * Each artifact into `dir` (kept between runs), downloaded only when missing or different from
 * its pinned checksum. MAVEN_REPOSITORY_URL points at a mirror; a corrupt or tampered download is
 * refused, never used.
 */
export async function fetchArtifacts(
  artifacts: readonly MavenArtifact[],
  dir: string,
  log: (line: string) => void,
): Promise<string[]> {
  const base = (process.env.MAVEN_REPOSITORY_URL ?? MAVEN_CENTRAL).replace(/\/$/, '');
  const files: string[] = [];
  for (const artifact of artifacts) {
    const file = join(dir, artifact.path.split('/').at(-1)!);
    files.push(file);
    if (await verified(file, artifact.sha256)) continue;
    const url = `${base}/${artifact.path}`;
    log(`downloading ${url}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const actual = sha256(bytes);
    if (actual !== artifact.sha256) {
      throw new Error(`${url}: SHA-256 ${actual} is not the pinned ${artifact.sha256}`);
    }
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed, so a parallel run never sees half a jar.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }
  return files;
}
