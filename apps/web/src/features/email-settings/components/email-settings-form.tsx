import {
  NOTIFICATION_TOPICS,
  type EmailSettings,
  emailMessages,
  errorMessages,
} from '@reride/shared';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { RecordShell } from '../../../components/ui/record-shell';
import { useEmailSettings, useSaveEmailSettings } from '../api/email-settings';

const texts = emailMessages.email;

/** One checkbox per notification topic and Save; the form starts from the stored choice. */
function SettingsForm({ settings }: { settings: EmailSettings }) {
  const save = useSaveEmailSettings();
  const { register, handleSubmit, reset } = useForm<EmailSettings>({ defaultValues: settings });
  const submit = handleSubmit((chosen) =>
    save.mutate(chosen, {
      onSuccess: (saved) => {
        reset(saved);
        toast.success(texts.savedToast);
      },
      onError: (error) => toast.error(error.message),
    }),
  );

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="paired-fieldset choice-group" disabled={save.isPending}>
        <legend className="field__label">{texts.topicsLegend}</legend>
        {NOTIFICATION_TOPICS.map((topic) => (
          <label key={topic} className="choice">
            <input type="checkbox" {...register(topic)} />
            <span className="choice__text">
              <span className="choice__title">{texts.topics[topic].label}</span>
              <span className="choice__hint">{texts.topics[topic].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          {texts.save}
        </Button>
      </div>
    </form>
  );
}

/** The caller's email settings: loading, a failed load with Try again, or the form. */
export function EmailSettingsForm() {
  return (
    <RecordShell
      query={useEmailSettings()}
      loadingLabel="Loading your email settings"
      notFound={errorMessages.errors.userNotFound}
      errorTitle="We couldn't load your email settings"
      back={null}
    >
      {(settings) => <SettingsForm settings={settings} />}
    </RecordShell>
  );
}
