import { leaveMessages } from '@reride/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormModal } from '../../../components/ui/confirm-modal';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDeleteAccount, useDownloadMyData } from '../api/leave';
import { AccountCard } from './account-card';
import { useAuth } from './auth-context';

const dataTexts = leaveMessages.yourData;
const texts = leaveMessages.deleteAccount;

/** "Your data": everything ReRide holds about the person, as one JSON file. */
export function YourDataCard() {
  const download = useDownloadMyData();
  const start = () => download.mutate(undefined, { onError: () => toast.error(dataTexts.failed) });
  return (
    <AccountCard title={dataTexts.title} lead={dataTexts.lead}>
      <div>
        <Button variant="outline" onClick={start} loading={download.isPending}>
          {download.isPending ? dataTexts.working : dataTexts.action}
        </Button>
      </div>
    </AccountCard>
  );
}

/**
 * "Delete account": says what happens, asks for the typed confirmation, shows the API's reason
 * when it refuses, and on success signs out and lands on the home page.
 */
export function DeleteAccountCard() {
  const fieldId = useId();
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setAsking(false);
    setTyped('');
    setProblem(null);
  };
  const leave = async () => {
    try {
      await signOut();
    } catch (error) {
      // The account is gone either way; a Firebase hiccup must not keep them here.
      console.error('Sign-out after deletion failed', error);
    }
    toast.success(texts.done);
    await navigate(paths.home.getHref());
  };
  const confirm = () => {
    if (typed.trim() !== texts.confirmWord) return setProblem(texts.wrongConfirmation);
    remove.mutate(undefined, {
      onSuccess: () => void leave(),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <AccountCard title={texts.title} lead={texts.lead}>
      <div>
        <Button variant="danger" onClick={() => setAsking(true)}>
          {texts.action}
        </Button>
      </div>
      {asking && (
        <FormModal
          title={texts.confirmTitle}
          confirmLabel={remove.isPending ? texts.working : texts.confirm}
          cancelLabel={texts.keep}
          loading={remove.isPending}
          onSubmit={(event) => {
            event?.preventDefault();
            confirm();
            return Promise.resolve();
          }}
          onCancel={close}
        >
          <p>{texts.confirmBody}</p>
          <label htmlFor={fieldId}>{texts.confirmLabel}</label>
          <input
            id={fieldId}
            className="input"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={problem !== null}
          />
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
        </FormModal>
      )}
    </AccountCard>
  );
}
