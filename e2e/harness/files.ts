import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { drawBikeJpeg, type BikeKind } from '@reride/devstack';
import { ARTIFACTS } from './context';

/**
 * A real JPEG (drawn, then encoded by sharp) on disk, for an `<input type=file>`. It lives in
 * e2e/artifacts/, which every run starts by emptying.
 */
export async function bikePhotoFile(kind: BikeKind, seed: number): Promise<string> {
  const dir = join(ARTIFACTS, 'photos');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `my-${kind}-bike-${seed}.jpg`);
  await writeFile(path, await drawBikeJpeg({ kind, seed, width: 1600, height: 1200 }));
  return path;
}
