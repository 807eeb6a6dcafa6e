import { type ReportedMessage, conversationMessages } from '@reride/shared';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PagedList } from '../../../components/ui/paged-list';
import { PageSection } from '../../../components/ui/page-section';
import { useReportedConversation, useReportedMessages } from '../api/get-reported-messages';
import {
  useDismissMessageReport,
  useRemoveReportedMessage,
} from '../api/moderate-reported-message';

const { conversations: texts } = conversationMessages;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

/** The reported conversation, oldest first, the reported message marked. Text only, never HTML. */
function ReportedConversation({ reportId, id }: { reportId: string; id: string }) {
  const query = useReportedConversation(reportId);
  return (
    <div id={id} className="stack">
      <PagedList
        thread
        query={query}
        loadingLabel="Loading the conversation"
        errorTitle="We couldn't load the conversation"
        empty={{ title: 'No messages' }}
      >
        {(loaded) => (
          <ol className="messages messages__list" aria-label="The conversation">
            {loaded.map((m) => (
              <li key={m._id} className={m.reported ? 'message message--reported' : 'message'}>
                <p className="message__meta">
                  <span className="message__sender">
                    {m.senderName} ({m.side})
                  </span>{' '}
                  <time dateTime={m.createdAt}>{at(m.createdAt)}</time>{' '}
                  {m.reported && <Badge tone="danger">Reported</Badge>}{' '}
                  {m.removed && <Badge tone="neutral">{texts.messageRemoved}</Badge>}
                </p>
                <p className="message__text user-text">{m.text}</p>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </div>
  );
}

interface ReportCardProps {
  report: ReportedMessage;
  dismiss: ReturnType<typeof useDismissMessageReport>;
  onRemove: (report: ReportedMessage) => void;
}

/** One open report: what was written, by whom, about which bike, and the two decisions. */
function ReportCard({ report, dismiss, onRemove }: ReportCardProps) {
  const [reading, setReading] = useState(false);
  const threadId = useId();
  const writer = report.reporterRole === 'buyer' ? report.sellerName : report.buyerName;
  const writerRole = report.reporterRole === 'buyer' ? 'seller' : 'buyer';
  return (
    <li className="reported-message stack">
      <h2 className="reported-message__title">{report.bike?.name ?? 'A bike no longer listed'}</h2>
      <p className="text-subtle">
        Buyer: {report.buyerName} · Seller: {report.sellerName}
      </p>
      <p className="text-subtle">
        Reported by {report.reporterName} ({report.reporterRole}) on {at(report.reportedAt)}:{' '}
        <strong>{texts.reportReasons[report.reason]}</strong>
      </p>
      {report.note && <p className="reported-message__note user-text">{report.note}</p>}
      <figure className="reported-message__quote">
        <blockquote className="message__text user-text">{report.text}</blockquote>
        <figcaption className="message__meta">
          {writer} ({writerRole}), {at(report.sentAt)}
        </figcaption>
      </figure>
      <div className="modal__actions reported-message__actions">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={reading}
          aria-controls={reading ? threadId : undefined}
          onClick={() => setReading((open) => !open)}
        >
          {reading ? 'Hide the conversation' : 'Read the conversation'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={dismiss.isPending && dismiss.variables === report._id}
          onClick={() => dismiss.mutate(report._id)}
        >
          Dismiss
        </Button>
        <Button variant="danger" size="sm" onClick={() => onRemove(report)}>
          Remove message
        </Button>
      </div>
      {reading && <ReportedConversation reportId={report._id} id={threadId} />}
    </li>
  );
}

/**
 * Reported messages (admin, docs/domain.md#reports-and-blocks): the open reports, newest first.
 * Dismissing keeps the message; removing shows "Message removed" to both participants.
 */
export function ReportedMessagesList() {
  const query = useReportedMessages();
  const dismiss = useDismissMessageReport();
  const remove = useRemoveReportedMessage();
  const [removing, setRemoving] = useState<ReportedMessage | null>(null);
  const reports = query.data?.pages.flatMap((page) => page.items);
  const count = reports && `${reports.length}${query.hasNextPage ? '+' : ''}`;

  return (
    <PageSection
      title="Reported Messages"
      count={count}
      lead="Messages participants reported. Read the conversation before you decide."
    >
      <PagedList
        query={query}
        loadingLabel="Loading reported messages"
        errorTitle="We couldn't load the reported messages"
        empty={{ title: texts.emptyReported }}
      >
        {(items) => (
          <ul className="reported-messages" aria-label="Reported messages">
            {items.map((report) => (
              <ReportCard
                key={report._id}
                report={report}
                dismiss={dismiss}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmModal
        open={removing !== null}
        title="Remove message"
        message={texts.confirmRemove}
        confirmLabel="Remove"
        cancelLabel="Keep message"
        loading={remove.isPending}
        onConfirm={() =>
          removing && remove.mutate(removing._id, { onSettled: () => setRemoving(null) })
        }
        onCancel={() => setRemoving(null)}
      />
    </PageSection>
  );
}
