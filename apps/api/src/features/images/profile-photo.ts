import { type Account, photoMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { UsersApi } from '../users/users.feature';
import type { ImagesService } from './images.service';

export interface ProfilePhotoDeps {
  images: Pick<ImagesService, 'isAvatarOwnedBy'>;
  users: Pick<UsersApi, 'setPhoto'>;
  publicApiUrl: string;
}

/**
 * A person's profile photo (docs/domain.md#accounts). Answered here, not by the users feature,
 * because only this feature knows who uploaded an image, and it is built after users.
 */
export function createProfilePhotos({ images, users, publicApiUrl }: ProfilePhotoDeps) {
  return {
    /** Someone else's image, a bike photo or an unknown id: 404, and the account is unchanged. */
    async set(caller: Caller, imageId: string): Promise<Account> {
      if (!(await images.isAvatarOwnedBy(imageId, caller._id))) {
        throw new AppError('NOT_FOUND', photoMessages.notYours);
      }
      return users.setPhoto(caller._id, { id: imageId, url: `${publicApiUrl}/images/${imageId}` });
    },
    remove: (caller: Caller): Promise<Account> => users.setPhoto(caller._id, null),
  };
}
