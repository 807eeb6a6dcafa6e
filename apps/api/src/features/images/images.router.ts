import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { IdParamsSchema, ImageQuerySchema } from '@reride/shared';
import { callerOf, requireRole, type Guards } from '../../http/auth';
import { parseParams, parseQuery } from '../../http/validate';
import { receiveImage } from './image-upload';
import type { ImagesService } from './images.service';

/** Stored images never change: a new photo gets a new id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createImagesRouter(deps: { guards: Guards; images: ImagesService }) {
  const { guards, images } = deps;
  const router = Router();

  router.post(
    '/images',
    guards.requireAuth,
    requireRole('Seller'),
    receiveImage(),
    async (req, res) => {
      const body = await images.upload(callerOf(req)._id, req.file?.buffer);
      res.status(201).json(body);
    },
  );

  router.get('/images/:id', async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    const { size } = parseQuery(ImageQuerySchema, req);
    const image = await images.getImage(id, size);
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: image.etag,
      // The web app runs on another origin; helmet's same-origin default would block <img>.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
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
  });

  return router;
}
