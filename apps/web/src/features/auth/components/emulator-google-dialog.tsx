import { EmailSchema, PersonNameSchema } from '@reride/shared';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { TextField } from '../../../components/ui/text-field';
import type { EmulatedGoogleAccount } from '../lib/session';

/** The Auth emulator's stand-in for Google's account chooser. */
export function EmulatorGoogleDialog({
  open,
  onCancel,
  onChoose,
}: {
  open: boolean;
  onCancel: () => void;
  onChoose: (account: EmulatedGoogleAccount) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});

  const submit = () => {
    const parsedEmail = EmailSchema.safeParse(email);
    const parsedName = PersonNameSchema.safeParse(name);
    if (!parsedEmail.success || !parsedName.success) {
      setErrors({
        email: parsedEmail.error?.issues[0]?.message,
        name: parsedName.error?.issues[0]?.message,
      });
      return;
    }
    onChoose({ email: parsedEmail.data, name: parsedName.data });
  };

  return (
    <ConfirmModal
      open={open}
      title="Sign in with Google (test mode)"
      tone="primary"
      confirmLabel="Continue"
      cancelLabel="Cancel"
      onCancel={onCancel}
      onConfirm={submit}
      message={
        <div className="form">
          <p>
            The local Auth emulator stands in for Google here. Choose the Google account to sign in
            with.
          </p>
          <TextField
            label="Google account email"
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Name on the Google account"
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
      }
    />
  );
}
