import { type Message, conversationMessages } from '@reride/shared';
import { useEffect, useRef, useState } from 'react';
import { useMessagePhotoUrl } from '../api/message-photos';

/** True once the element comes near the screen (at once where IntersectionObserver is missing). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A message's private photo: downloaded with the bearer token only once it nears the screen,
 * shown from an object URL in a box of fixed maximum size.
 */
export function MessagePhoto({
  conversationId,
  message,
}: {
  conversationId: string;
  message: Pick<Message, 'photoId' | 'senderName' | 'mine'>;
}) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const { url, isError } = useMessagePhotoUrl(conversationId, message.photoId ?? '', near);
  const alt = conversationMessages.conversations.photoAlt(
    message.mine ? 'you' : message.senderName,
  );
  return (
    <div ref={ref} className="message__photo">
      {isError ? (
        <p className="message__text message__text--removed">
          {conversationMessages.conversations.photoUnavailable}
        </p>
      ) : url ? (
        <img src={url} alt={alt} loading="lazy" />
      ) : (
        <span className="visually-hidden">{`${alt}, loading`}</span>
      )}
    </div>
  );
}
