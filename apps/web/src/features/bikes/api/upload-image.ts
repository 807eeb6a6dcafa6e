import { IMAGE_FIELD, type UploadImageResponse } from '@reride/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface UploadImageInput {
  file: File;
  /** 0 to 1 while the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /images (seller, multipart field `image`): answers `{ data: { url, id } }`. It goes
 * through XMLHttpRequest (via `onUploadProgress`) so the form can show a progress bar.
 */
export function uploadImage({ file, onProgress }: UploadImageInput): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append(IMAGE_FIELD, file);
  return callApi('uploadImage', { body, onUploadProgress: onProgress ?? (() => undefined) });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
