import sharp, { type Sharp } from 'sharp';
import { IMAGE_CARD_SIZE, IMAGE_LARGE_SIZE } from '@reride/shared';

/**
 * 40 megapixels is above any phone camera, yet decoding it stays around 160 MB of RGBA. A
 * decompression bomb (a few KB declaring 20000x20000 pixels) is refused from its header alone.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  large: EncodedImage;
  card: EncodedImage;
}

export type ImageRejection = 'unreadable' | 'too-many-pixels';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    options?: ErrorOptions,
  ) {
    super(`Image rejected: ${reason}`, options);
  }
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  // WebP output without withMetadata(): EXIF (GPS included), XMP and ICC are all dropped.
  const { data, info } = await pipeline
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function readPixelCount(input: Buffer): Promise<number> {
  try {
    // Reads the header only, so no pixel limit here: the check below names the real reason.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return (width ?? 0) * (height ?? 0);
  } catch (cause) {
    throw new ImageRejectedError('unreadable', { cause });
  }
}

/** Decodes once per size (sequentially, to bound peak memory), honouring EXIF orientation. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const pixels = await readPixelCount(input);
  if (pixels === 0) throw new ImageRejectedError('unreadable');
  if (pixels > IMAGE_MAX_PIXELS) throw new ImageRejectedError('too-many-pixels');
  const source = () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  try {
    const large = await encode(
      source().resize({ ...IMAGE_LARGE_SIZE, fit: 'inside', withoutEnlargement: true }),
    );
    const card = await encode(source().resize({ ...IMAGE_CARD_SIZE, fit: 'cover' }));
    return { large, card };
  } catch (cause) {
    throw new ImageRejectedError('unreadable', { cause });
  }
}
