import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawBikeJpeg, type BikeKind } from '../../apps/api/src/scripts/bike-art';

/** A real JPEG (drawn, then encoded by sharp) on disk, for an `<input type=file>`. */
export async function bikePhotoFile(kind: BikeKind, seed: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'reride-e2e-photo-'));
  const path = join(dir, `my-${kind}-bike.jpg`);
  await writeFile(path, await drawBikeJpeg({ kind, seed, width: 1600, height: 1200 }));
  return path;
}
