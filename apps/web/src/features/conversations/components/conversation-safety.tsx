import { type Conversation, type Message, conversationMessages } from '@reride/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useSetBlocked } from '../api/block-user';
import { ReportMessageDialog } from './report-message-dialog';

const { conversations: texts } = conversationMessages;

/** Why the composer is off, or null while the conversation can be written. */
export function standingNotice(conversation: Conversation): string | null {
  if (conversation.state === 'closed') return texts.closedBanner;
  if (conversation.state === 'blocked') {
    return conversation.blockedByMe ? texts.blockedByMe : texts.blockedByThem;
  }
  return null;
}

/**
 * "Block user" or "Unblock" (docs/domain.md#reports-and-blocks), each after a confirmation, and
 * the banner saying why nobody can write. A closed conversation offers neither: its other
 * participant is gone.
 */
export function ConversationSafety({ conversation }: { conversation: Conversation }) {
  const [asking, setAsking] = useState(false);
  const setBlocked = useSetBlocked(conversation._id);
  const notice = standingNotice(conversation);
  const blocking = !conversation.blockedByMe;
  const name = conversation.otherName;

  const confirm = () => {
    setBlocked.mutate(blocking, {
      onSuccess: () => toast.success(blocking ? texts.blockedToast : texts.unblockedToast),
      onError: (error) => toast.error(error.message),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <>
      {notice && (
        <p className="notice conversation__notice" role="status">
          {notice}
        </p>
      )}
      {conversation.state !== 'closed' && (
        <p className="conversation__tools">
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            {blocking ? 'Block user' : 'Unblock'}
          </Button>
        </p>
      )}
      <ConfirmModal
        open={asking}
        title={blocking ? `Block ${name}` : `Unblock ${name}`}
        message={blocking ? texts.confirmBlock(name) : texts.confirmUnblock(name)}
        confirmLabel={blocking ? 'Block' : 'Unblock'}
        cancelLabel={blocking ? "Don't block" : 'Keep blocked'}
        tone={blocking ? 'danger' : 'primary'}
        loading={setBlocked.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The report dialog of one message at a time: `ask(message)` opens it. */
export function useReportDialog(conversationId: string) {
  const [target, setTarget] = useState<Message | null>(null);
  const dialog = target && (
    <ReportMessageDialog
      conversationId={conversationId}
      message={target}
      onClose={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
