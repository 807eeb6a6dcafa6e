import sharp, { type Sharp } from 'sharp';
import {
  AVATAR_CARD_SIZE,
  AVATAR_LARGE_SIZE,
  IMAGE_CARD_SIZE,
  IMAGE_LARGE_SIZE,
} from '@reride/shared';

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

/** Refuses from the header alone, then encodes through `sizes`; sharp failures are 'unreadable'. */
async function decodeChecked<T>(input: Buffer, sizes: (source: () => Sharp) => Promise<T>) {
  const pixels = await readPixelCount(input);
  if (pixels === 0) throw new ImageRejectedError('unreadable');
  if (pixels > IMAGE_MAX_PIXELS) throw new ImageRejectedError('too-many-pixels');
  try {
    return await sizes(() => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate());
  } catch (cause) {
    throw new ImageRejectedError('unreadable', { cause });
  }
}

const encodeLarge = (source: () => Sharp) =>
  encode(source().resize({ ...IMAGE_LARGE_SIZE, fit: 'inside', withoutEnlargement: true }));

/** Decodes once per size (sequentially, to bound peak memory), honouring EXIF orientation. */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return decodeChecked(input, async (source) => {
    const large = await encodeLarge(source);
    const card = await encode(source().resize({ ...IMAGE_CARD_SIZE, fit: 'cover' }));
    return { large, card };
  });
}

/**
 * A profile photo: both sizes cropped square around the middle ('cover'), so a portrait or a
 * landscape shot fills the round frame the pages draw; enlarged when small, as a frame needs it.
 */
export function processAvatar(input: Buffer): Promise<ProcessedImage> {
  return decodeChecked(input, async (source) => {
    const large = await encode(source().resize({ ...AVATAR_LARGE_SIZE, fit: 'cover' }));
    const card = await encode(source().resize({ ...AVATAR_CARD_SIZE, fit: 'cover' }));
    return { large, card };
  });
}

/** A message's photo: the large size only (a thread shows no cards). */
export function processPhoto(input: Buffer): Promise<EncodedImage> {
  return decodeChecked(input, encodeLarge);
}
