import { conversationMessages } from '@reride/shared';
import { useId, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useStartConversation } from '../api/start-conversation';
import { MessageForm } from './message-form';

export interface AskSellerModalProps {
  bike: { _id: string; name: string };
  onClose: () => void;
  /** After the toast: the route opens the conversation. */
  onSent: (conversationId: string) => void;
}

/**
 * "Ask the seller" on a bike's page (signed-in buyers): one question, which starts the bike's
 * conversation or continues it. Nothing closes the modal while the question is on its way.
 */
export function AskSellerModal({ bike, onClose, onSent }: AskSellerModalProps) {
  const titleId = useId();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const start = useStartConversation();

  const dismiss = () => {
    if (!start.isPending) onClose();
  };

  const send = (text: string) => {
    start.mutate(
      { bikeId: bike._id, text },
      {
        onSuccess: ({ conversationId }) => {
          toast.success(conversationMessages.conversations.askToast);
          onSent(conversationId);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <ModalDialog
      className="modal--form ask-modal"
      titleId={titleId}
      onDismiss={dismiss}
      initialFocusRef={textRef}
    >
      <h2 id={titleId} className="modal__title">
        Ask the seller about {bike.name}
      </h2>
      <p className="modal__message">{conversationMessages.conversations.privacy}</p>
      <MessageForm
        label="Your question"
        rows={5}
        sending={start.isPending}
        onSend={send}
        textareaRef={textRef}
        actions={
          <Button variant="outline" onClick={dismiss} disabled={start.isPending}>
            Cancel
          </Button>
        }
      />
    </ModalDialog>
  );
}
