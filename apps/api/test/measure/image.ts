/**
 * Measures the upload pipeline (sniff, sharp decode, rotate, two WebP encodes) on a
 * 12-megapixel photo-like JPEG: wall time and peak RSS. The photo is made first, then processed
 * in a fresh child process so that its peak RSS is the pipeline's, not the generator's.
 * Run: pnpm --filter @reride/api exec tsx test/measure/image.ts
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@reride/shared';
import { processImage } from '../../src/features/images/image-processing';
import { sniffImageType } from '../../src/features/images/image-type';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** Linux reports ru_maxrss in kilobytes. */
const maxRss = () => process.resourceUsage().maxRSS * 1024;

/** Gradients plus sensor-like noise: photo entropy, so the JPEG does not compress away. */
async function makePhoto(): Promise<Buffer> {
  const pixels = randomBytes(WIDTH * HEIGHT * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    const x = Math.floor(i / 3) % WIDTH;
    const y = Math.floor(i / 3 / WIDTH);
    const base = (i % 3 === 0 ? x / WIDTH : i % 3 === 1 ? y / HEIGHT : 0.5) * 200;
    pixels[i] = Math.floor(base) + (pixels[i]! % 48);
  }
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 } as const;
  return sharp(pixels, { raw }).jpeg({ quality: 88 }).toBuffer();
}

async function measure(file: string): Promise<void> {
  const photo = readFileSync(file);
  const before = maxRss();
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    if (sniffImageType(photo) !== 'jpeg') throw new Error('not sniffed as JPEG');
    const { large, card } = await processImage(photo);
    const ms = (performance.now() - started).toFixed(0);
    const sizes = `large ${large.width}x${large.height}, card ${card.width}x${card.height}`;
    console.log(`run ${run}: ${ms} ms (${sizes}), peak RSS so far ${mb(maxRss())}`);
  }
  console.log(`peak RSS ${mb(maxRss())}; before processing ${mb(before)}`);
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (target) return measure(target);
  const dir = mkdtempSync(join(tmpdir(), 'measure-image-'));
  try {
    const photo = await makePhoto();
    const file = join(dir, 'photo.jpg');
    writeFileSync(file, photo);
    const fits = photo.length <= IMAGE_MAX_BYTES ? 'within' : 'OVER';
    console.log(`input: ${WIDTH}x${HEIGHT} JPEG, ${mb(photo.length)} (${fits} the upload limit)`);
    const self = fileURLToPath(import.meta.url);
    const args = ['--import', 'tsx', self, file];
    execFileSync(process.execPath, args, { stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
