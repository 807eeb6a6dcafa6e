import { IMAGE_FIELD } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi, callApiBlob } from '../../../lib/api-client';

/** POST /conversations/:id/photos: the photo goes up first; the message then names its id. */
export function uploadMessagePhoto(id: string, file: File) {
  const body = new FormData();
  body.append(IMAGE_FIELD, file);
  return callApi('uploadMessagePhoto', { params: { id }, body });
}

/**
 * A message's private photo as an object URL, revoked when the photo leaves the screen. Its key
 * stays outside the conversations root: refreshing the messages never downloads it again.
 */
export function useMessagePhotoUrl(id: string, photoId: string, enabled: boolean) {
  const { data: blob, isError } = useQuery({
    queryKey: ['messagePhoto', id, photoId],
    queryFn: ({ signal }) => callApiBlob('getMessagePhoto', { params: { id, photoId }, signal }),
    // A stored photo never changes.
    staleTime: Infinity,
    enabled,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // jsdom (tests) has no object URLs: the photo then stays empty.
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { url, isError };
}
