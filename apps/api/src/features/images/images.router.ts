import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { endpointBinder } from '../../http/endpoint';
import { receiveImage } from './image-upload';
import type { ImagesService } from './images.service';

/** Stored images never change: a new photo gets a new id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createImagesRouter(deps: { guards: Guards; images: ImagesService }) {
  const { images } = deps;
  const router = Router();
  const bind = endpointBinder(router, deps.guards);

  bind(contract.uploadImage, (r) => images.upload(r.caller._id, r.req.file?.buffer), {
    before: [receiveImage()],
  });

  bind(contract.getImage, async ({ params, query, req, res }) => {
    const image = await images.getImage(params.id, query.size);
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
