import { type SerialDuplicate, theftMessages } from '@reride/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PagedList } from '../../../components/ui/paged-list';
import { useDismissSerialDuplicate, useSerialDuplicates } from '../api/theft-reports';
import { ReasonDialog } from './reason-dialog';

const texts = theftMessages.shared;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Dismissing a shared serial takes a reason. */
function DismissDialog({ flag, onClose }: { flag: SerialDuplicate; onClose: () => void }) {
  const dismiss = useDismissSerialDuplicate();
  return (
    <ReasonDialog
      title={texts.dismissTitle}
      confirmLabel={texts.dismiss}
      cancelLabel={texts.cancel}
      reasonLabel={texts.reason}
      loading={dismiss.isPending}
      send={(body) => dismiss.mutateAsync({ id: flag._id, body })}
      onClose={onClose}
    />
  );
}

/**
 * One frame serial on live listings of different sellers (admin, docs/domain.md#frame-serials):
 * links to each listing, and a dismissal with a reason once they were looked at.
 */
export function SharedSerialsList() {
  const query = useSerialDuplicates();
  const [dismissing, setDismissing] = useState<SerialDuplicate | null>(null);
  return (
    <section id="shared-serials" className="stack" aria-labelledby="shared-serials-title">
      <header className="page-header">
        <h2 id="shared-serials-title" className="section-title">
          {texts.title}
        </h2>
        <p className="page-lead">{texts.lead}</p>
      </header>
      <PagedList
        query={query}
        loadingLabel="Loading shared serials"
        errorTitle={texts.loadFailed}
        empty={{ title: texts.empty }}
      >
        {(items) => (
          <ul className="reported-messages" aria-label={texts.title}>
            {items.map((flag) => (
              <li key={flag._id} className="reported-message stack">
                <h3 className="reported-message__title user-text">{flag.title}</h3>
                <p className="text-subtle">
                  {texts.flagged}{' '}
                  <time dateTime={flag.since}>{when.format(new Date(flag.since))}</time>
                </p>
                <ul className="cluster" aria-label={flag.title}>
                  {flag.bikeIds.map((id, i) => (
                    <li key={id}>
                      <Link to={`/bikes/${id}`}>{texts.listing(i + 1)}</Link>
                    </li>
                  ))}
                </ul>
                <div className="modal__actions reported-message__actions">
                  <Button size="sm" variant="secondary" onClick={() => setDismissing(flag)}>
                    {texts.dismiss}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {dismissing && <DismissDialog flag={dismissing} onClose={() => setDismissing(null)} />}
    </section>
  );
}
