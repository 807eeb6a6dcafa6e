import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERIAL_MAX_LENGTH,
  THEFT_DESCRIPTION_MAX_LENGTH,
  TheftReportBodySchema,
  type TheftReportBody,
  theftMessages,
} from '@reride/shared';
import { Button } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { useReportTheft } from '../api/theft-reports';

const texts = theftMessages.reportForm;

/**
 * Report my bike stolen (docs/domain.md#frame-serials): the frame serial and what happened. The
 * report holds nothing until an administrator confirms it.
 */
export function ReportStolenForm() {
  const report = useReportTheft();
  const { handleSubmit, field, reset, setError, isSubmitting } = useBoundForm<TheftReportBody>({
    resolver: zodResolver(TheftReportBodySchema),
    defaultValues: { serial: '', description: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await report.mutateAsync(body);
      toast.success(texts.sent);
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['serial', 'description']);
      toast.error(error instanceof Error ? error.message : texts.failed);
    }
  });

  return (
    <PageSection title={texts.title} lead={texts.lead}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.serial}
          autoComplete="off"
          spellCheck={false}
          maxLength={SERIAL_MAX_LENGTH}
          hint={theftMessages.serialField.hint}
          {...field('serial')}
        />
        <TextAreaField
          label={texts.description}
          rows={4}
          maxLength={THEFT_DESCRIPTION_MAX_LENGTH}
          {...field('description')}
        />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? texts.sending : texts.send}
        </Button>
      </form>
    </PageSection>
  );
}
