import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJavaMajor } from './java-runtime';
import { fetchArtifacts } from './maven-fetch';

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['no java here', undefined],
  ])('reads %j as %s', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });
});

/** A local stand-in for a Maven repository (MAVEN_REPOSITORY_URL), serving one jar's bytes. */
describe('fetchArtifacts', () => {
  const jar = Buffer.from('not really a jar, but bytes with a known checksum');
  const sha256 = createHash('sha256').update(jar).digest('hex');
  let server: Server;
  let dir: string;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests += 1;
      if (req.url === '/g/a/1/a-1.jar') res.end(jar);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.MAVEN_REPOSITORY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = await mkdtemp(join(tmpdir(), 'reride-maven-'));
  });

  afterAll(async () => {
    delete process.env.MAVEN_REPOSITORY_URL;
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('downloads a jar once, verifies it, and reuses the verified copy', async () => {
    const [file] = await fetchArtifacts([{ path: 'g/a/1/a-1.jar', sha256 }], dir, () => {});
    expect(await readFile(file!)).toEqual(jar);
    const before = requests;
    await fetchArtifacts([{ path: 'g/a/1/a-1.jar', sha256 }], dir, () => {});
    expect(requests).toBe(before);
  });

  it('refuses a download whose checksum differs from the pinned one, keeping nothing', async () => {
    const wrong = { path: 'g/a/1/a-1.jar', sha256: '0'.repeat(64) };
    const other = await mkdtemp(join(tmpdir(), 'reride-maven-'));
    await expect(fetchArtifacts([wrong], other, () => {})).rejects.toThrow(/SHA-256/);
    expect(existsSync(join(other, 'a-1.jar'))).toBe(false);
    await rm(other, { recursive: true, force: true });
  });

  it('names the address that failed', async () => {
    const missing = { path: 'g/missing/1/missing-1.jar', sha256 };
    await expect(fetchArtifacts([missing], dir, () => {})).rejects.toThrow(/missing-1\.jar.*404/);
  });
});
