import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { uploadMessagePhoto } from './message-photos';
import { conversationKeys } from './query-keys';

export interface OutgoingMessage {
  /** Trimmed; may be empty when a photo goes with it. */
  text: string;
  photo?: File | undefined;
}

/** POST /conversations/:id/messages: either participant writes, the photo uploaded first. */
export async function sendMessage(id: string, { text, photo }: OutgoingMessage) {
  const photoId = photo ? (await uploadMessagePhoto(id, photo)).photoId : undefined;
  const body = { ...(text ? { text } : {}), ...(photoId ? { photoId } : {}) };
  return callApi('sendMessage', { params: { id }, body });
}

export function useSendMessage(id: string) {
  return useRefreshingMutation(
    (message: OutgoingMessage) => sendMessage(id, message),
    [conversationKeys.messages(id), conversationKeys.inbox],
  );
}
