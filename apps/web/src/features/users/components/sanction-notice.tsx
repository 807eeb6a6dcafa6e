import { sanctionMessages } from '@reride/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useAcknowledgeWarning, useMySanction } from '../api/sanctions';

const texts = sanctionMessages.sanctions;

/** A sanction's moment as the person reads it, in their own time zone. */
export const sanctionTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Above every dashboard page (docs/domain.md#sanctions): a running suspension with its reason
 * and end, and a warning until the person dismisses it. Nothing while loading or on an error:
 * the page below still works, and the API refuses what a suspension forbids with the same words.
 */
export function SanctionNotice() {
  const { data } = useMySanction();
  const acknowledge = useAcknowledgeWarning();
  if (!data) return null;
  const { suspension, warning } = data;

  return (
    <>
      {suspension && (
        <section className="notice notice--error sanction-notice" role="alert">
          <h2 className="sanction-notice__title">{texts.bannerTitle}</h2>
          <p>{texts.bannerBody(sanctionTime(suspension.until))}</p>
          <p className="user-text">
            {texts.reasonLabel}: {suspension.reason}
          </p>
        </section>
      )}
      {warning && (
        <section className="notice sanction-notice" role="status">
          <h2 className="sanction-notice__title">{texts.warningTitle}</h2>
          <p className="user-text">
            {texts.reasonLabel}: {warning.reason}
          </p>
          <Button
            size="sm"
            variant="secondary"
            loading={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(undefined, {
                onSuccess: () => toast.success(texts.warningAcknowledged),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {texts.warningAcknowledge}
          </Button>
        </section>
      )}
    </>
  );
}
