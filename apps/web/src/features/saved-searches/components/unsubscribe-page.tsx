import { savedSearchMessages } from '@reride/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/saved-searches';

const words = savedSearchMessages.unsubscribe;

/**
 * An alert email's unsubscribe link (docs/domain.md#alerts): shows which saved search it stops,
 * and one click pauses it. No sign-in: the signed token is the permission. Opening the page
 * changes nothing, so a mail scanner that follows links unsubscribes nobody.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const stop = useUnsubscribe();

  if (token === '') return <EmptyState tone="error" title={words.missing} />;
  if (stop.isSuccess) {
    return (
      <section className="stack" aria-live="polite">
        <h1 className="page-title">{words.title}</h1>
        <p>{words.done(stop.data.name)}</p>
      </section>
    );
  }
  if (info.isPending) return <Spinner label={words.title} />;
  if (info.isError) return <EmptyState tone="error" title={info.error.message} />;
  return (
    <section className="stack">
      <h1 className="page-title">{words.title}</h1>
      <p>{words.confirm(info.data.name)}</p>
      {stop.isError && (
        <p role="alert" className="field__error">
          {stop.error.message}
        </p>
      )}
      <div>
        <Button loading={stop.isPending} onClick={() => stop.mutate(token)}>
          {words.button}
        </Button>
      </div>
    </section>
  );
}
