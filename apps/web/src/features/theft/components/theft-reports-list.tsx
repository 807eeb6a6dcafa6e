import {
  THEFT_REPORT_STATES,
  type TheftReport,
  type TheftReportState,
  theftMessages,
} from '@reride/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PagedList } from '../../../components/ui/paged-list';
import { PageSection } from '../../../components/ui/page-section';
import { SelectField } from '../../../components/ui/select-field';
import {
  useConfirmTheftReport,
  useTheftReports,
  useWithdrawTheftReport,
} from '../api/theft-reports';
import { ReasonDialog } from './reason-dialog';

const texts = theftMessages.admin;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const STATE_OPTIONS = THEFT_REPORT_STATES.map((s) => ({ value: s, label: texts.states[s] }));

/** Withdrawing a report takes a reason. */
function WithdrawDialog({ report, onClose }: { report: TheftReport; onClose: () => void }) {
  const withdraw = useWithdrawTheftReport();
  return (
    <ReasonDialog
      title={texts.withdrawTitle}
      confirmLabel={texts.withdraw}
      cancelLabel={texts.cancel}
      reasonLabel={texts.reason}
      loading={withdraw.isPending}
      send={(body) => withdraw.mutateAsync({ id: report._id, body })}
      onClose={onClose}
    />
  );
}

/**
 * Theft reports (admin, docs/domain.md#frame-serials): pending ones to confirm or withdraw,
 * confirmed ones to withdraw, withdrawn ones with their reason. Text is shown as text.
 */
export function TheftReportsList() {
  const [state, setState] = useState<TheftReportState>('pending');
  const query = useTheftReports(state);
  const confirm = useConfirmTheftReport();
  const [confirming, setConfirming] = useState<TheftReport | null>(null);
  const [withdrawing, setWithdrawing] = useState<TheftReport | null>(null);
  const reports = query.data?.pages.flatMap((page) => page.items);
  const count = reports && `${reports.length}${query.hasNextPage ? '+' : ''}`;

  return (
    <PageSection title={texts.title} count={count} lead={texts.lead}>
      <SelectField
        label="Show"
        options={STATE_OPTIONS}
        value={state}
        onChange={(event) => setState(event.target.value as TheftReportState)}
      />
      <PagedList
        query={query}
        loadingLabel="Loading theft reports"
        errorTitle={texts.loadFailed}
        empty={{ title: texts.empty }}
      >
        {(items) => (
          <ul className="reported-messages" aria-label={texts.title}>
            {items.map((report) => (
              <li key={report._id} className="reported-message stack">
                <h2 className="reported-message__title user-text">
                  {texts.serial}: {report.serial}
                </h2>
                <p className="text-subtle">
                  {texts.reporter} {report.reporterEmail} ·{' '}
                  <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))}</time>
                </p>
                <p className="reported-message__note user-text">{report.description}</p>
                {report.withdrawReason && (
                  <p className="user-text">
                    {texts.reason}: {report.withdrawReason}
                  </p>
                )}
                {report.state !== 'withdrawn' && (
                  <div className="modal__actions reported-message__actions">
                    {report.state === 'pending' && (
                      <Button size="sm" variant="primary" onClick={() => setConfirming(report)}>
                        {texts.confirm}
                      </Button>
                    )}
                    <Button size="sm" variant="danger" onClick={() => setWithdrawing(report)}>
                      {texts.withdraw}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmModal
        open={confirming !== null}
        title={texts.confirm}
        message={texts.confirmQuestion}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        tone="primary"
        loading={confirm.isPending}
        onConfirm={() =>
          confirming && confirm.mutate(confirming._id, { onSettled: () => setConfirming(null) })
        }
        onCancel={() => setConfirming(null)}
      />
      {withdrawing && <WithdrawDialog report={withdrawing} onClose={() => setWithdrawing(null)} />}
    </PageSection>
  );
}
