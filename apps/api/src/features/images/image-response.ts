import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { ImageDownload } from './images.service';

/**
 * Sends a stored WebP with these caching headers: 304 when the client's copy is current, else the
 * bytes streamed from GridFS. Shared by the public images and the conversations' private photos.
 */
export async function sendImage(
  req: Request,
  res: Response,
  image: ImageDownload,
  headers: Record<string, string>,
): Promise<void> {
  res.set({ 'Content-Type': image.contentType, ETag: image.etag, ...headers });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(image.length));
  try {
    await pipeline(image.open(), res);
  } catch (error) {
    // A browser that cancels an image download (scrolled away, navigated) is not a fault.
    const code = (error as { code?: unknown }).code;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' && !res.writableFinished) return;
    throw error;
  }
}
