import { moderationMessages } from '@reride/shared/messages';
import { ModerationQueue } from '../../../features/backoffice/components/moderation-queue';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ModerationQueueRoute() {
  useDocumentTitle(moderationMessages.queue.title);
  return <ModerationQueue />;
}
