import {
  PhoneCodeFormSchema,
  PhoneNumberFormSchema,
  type Account,
  verificationMessages,
} from '@reride/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useConfirmPhone } from '../api/phone-verification';
import { sendPhoneCode, type ConfirmPhoneCode } from '../lib/phone-sign-in';
import { AccountCard } from './account-card';

const texts = verificationMessages.verification;

/** Where the seller stands: the confirmed number, the check, a withdrawal. */
function status(account: Account): string | null {
  const { phone, withdrawn } = account.verification;
  if (withdrawn) return texts.withdrawn(withdrawn.reason);
  if (account.verified) return texts.verified;
  if (phone) return `${texts.confirmedNumber(phone.number)} · ${texts.awaitingCheck}`;
  return null;
}

/**
 * "Verify your phone" (docs/domain.md#seller-verification): the number, Send code, then the
 * 6-digit code; the phone sign-in's token goes to the API, which takes the number from it.
 */
export function PhoneVerification({ account }: { account: Account }) {
  const confirmPhone = useConfirmPhone();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'phoneNumber' | 'code'; message: string } | null>(
    null,
  );
  const [sending, setSending] = useState(false);
  const [confirmCode, setConfirmCode] = useState<ConfirmPhoneCode | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = sending || checking || confirmPhone.isPending;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PhoneNumberFormSchema.safeParse({ phoneNumber });
    if (!parsed.success) {
      setError({ field: 'phoneNumber', message: texts.phoneInvalid });
      return;
    }
    setError(null);
    setSending(true);
    try {
      const confirm = await sendPhoneCode(parsed.data.phoneNumber, recaptcha.current!);
      setConfirmCode(() => confirm);
    } catch {
      setError({ field: 'phoneNumber', message: texts.sendFailed });
    } finally {
      setSending(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PhoneCodeFormSchema.safeParse({ code });
    if (!parsed.success || !confirmCode) {
      setError({ field: 'code', message: texts.codeInvalid });
      return;
    }
    setError(null);
    setChecking(true);
    let idToken: string;
    try {
      idToken = await confirmCode(parsed.data.code);
    } catch {
      setError({ field: 'code', message: texts.codeRejected });
      return;
    } finally {
      setChecking(false);
    }
    confirmPhone.mutate(idToken, {
      onSuccess: () => {
        toast.success(texts.confirmed);
        setConfirmCode(null);
        setCode('');
        setPhoneNumber('');
      },
      onError: (apiError) => {
        setError({ field: 'code', message: apiError.message });
        toast.error(apiError.message);
      },
    });
  };

  const restart = () => {
    setConfirmCode(null);
    setCode('');
    setError(null);
  };

  const fieldError = (field: 'phoneNumber' | 'code') =>
    error?.field === field ? error.message : undefined;
  const current = status(account);

  return (
    <AccountCard title={texts.sectionTitle} lead={texts.sectionLead}>
      {current && <p role="status">{current}</p>}
      {confirmCode ? (
        <form
          className="form"
          aria-label={texts.codeFormLabel}
          noValidate
          onSubmit={(event) => void submitCode(event)}
        >
          <TextField
            label={texts.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError('code')}
          />
          <div className="cluster">
            <Button type="submit" loading={checking || confirmPhone.isPending} disabled={busy}>
              {checking || confirmPhone.isPending ? texts.confirming : texts.confirm}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={restart}>
              {texts.changeNumber}
            </Button>
          </div>
        </form>
      ) : (
        <form
          className="form"
          aria-label={texts.sectionTitle}
          noValidate
          onSubmit={(event) => void send(event)}
        >
          <TextField
            label={texts.phoneLabel}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+8801712345678"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            error={fieldError('phoneNumber')}
          />
          <div>
            <Button type="submit" loading={sending} disabled={busy}>
              {sending ? texts.sendingCode : texts.sendCode}
            </Button>
          </div>
        </form>
      )}
      <div ref={recaptcha} />
    </AccountCard>
  );
}
