import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import { sendImage } from './image-response';
import { receiveImage } from './image-upload';
import type { ImagesService } from './images.service';
import type { createProfilePhotos } from './profile-photo';

/** Stored images never change: a new photo gets a new id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createImagesRouter(deps: {
  guards: Guards;
  images: ImagesService;
  photos: ReturnType<typeof createProfilePhotos>;
}) {
  const { images, photos } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.uploadImage, (r) => images.upload(r.caller._id, r.req.file?.buffer), {
    before: [receiveImage()],
  });
  bind(contract.uploadAvatar, (r) => images.uploadAvatar(r.caller._id, r.req.file?.buffer), {
    before: [receiveImage()],
  });
  bind(contract.setProfilePhoto, (r) => photos.set(r.caller, r.body.imageId));
  bind(contract.removeProfilePhoto, (r) => photos.remove(r.caller));

  bind(contract.getImage, async ({ params, query, req, res }) => {
    const image = await images.getImage(params.id, query.size);
    await sendImage(req, res, image, {
      'Cache-Control': IMMUTABLE,
      // The web app runs on another origin; helmet's same-origin default would block <img>.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  return router;
}
