import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import type { UsersApi } from '../users/users.feature';
import { imageChunks, imageFiles } from './images.collections';
import { createImagesRepository } from './images.repository';
import { createImagesRouter } from './images.router';
import { createImagesService, type ImagesService } from './images.service';
import { createProfilePhotos } from './profile-photo';

/**
 * Uploaded photos: the catalogue's public ones, people's profile photos and the conversations'
 * private ones.
 */
export const imagesFeature = defineFeature({
  name: 'images',
  settings: z.object({}),
  collections: [imageFiles, imageChunks],
  build(ctx, needs: { guards: Guards; users: Pick<UsersApi, 'setPhoto'> }) {
    const { publicApiUrl } = ctx;
    const images: ImagesService = createImagesService({
      images: createImagesRepository(ctx.db),
      publicApiUrl,
    });
    const photos = createProfilePhotos({ images, users: needs.users, publicApiUrl });
    return {
      routes: { json: [createImagesRouter({ guards: needs.guards, images, photos })] },
      api: images,
    };
  },
});
