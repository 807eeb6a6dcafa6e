import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import { imageChunks, imageFiles } from './images.collections';
import { createImagesRepository } from './images.repository';
import { createImagesRouter } from './images.router';
import { createImagesService, type ImagesService } from './images.service';

/** Uploaded photos: the catalogue's public ones and the conversations' private ones. */
export const imagesFeature = defineFeature({
  name: 'images',
  settings: z.object({}),
  collections: [imageFiles, imageChunks],
  build(ctx, needs: { guards: Guards }) {
    const images: ImagesService = createImagesService({
      images: createImagesRepository(ctx.db),
      publicApiUrl: ctx.publicApiUrl,
    });
    return {
      routes: { json: [createImagesRouter({ guards: needs.guards, images })] },
      api: images,
    };
  },
});
