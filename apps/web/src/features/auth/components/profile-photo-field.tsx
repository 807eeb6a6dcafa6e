import { IMAGE_MAX_BYTES, type Account, errorMessages, photoMessages } from '@reride/shared';
import { useId, useRef, type ChangeEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRemoveProfilePhoto, useSetProfilePhoto } from '../api/account';

const texts = photoMessages;
/** What the API's type sniffing accepts; it re-checks the bytes, this only narrows the picker. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : errorMessages.errors.unavailable);

/**
 * The profile photo of Account settings: the photo or the initials, then upload (or change) and
 * remove. Each saves at once; the server crops the photo square.
 */
export function ProfilePhotoField({ account }: { account: Account }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useSetProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const busy = upload.isPending || remove.isPending;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(texts.tooLarge);
      return;
    }
    upload.mutateAsync(file).then(() => toast.success(texts.saved), failed);
  };

  const onRemove = () => remove.mutateAsync().then(() => toast.success(texts.removed), failed);

  return (
    <div className="profile-photo-field" role="group" aria-labelledby={`${inputId}-label`}>
      <Avatar name={account.name} photoUrl={account.photo?.url ?? null} size="large" />
      <div className="profile-photo-field__body">
        <span id={`${inputId}-label`} className="field__label">
          {texts.label}
        </span>
        <p id={hintId} className="text-subtle">
          {texts.hint}
        </p>
        <div className="profile-photo-field__actions">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            // The button below is the control; the picker itself stays out of the tab order.
            tabIndex={-1}
            aria-hidden="true"
            disabled={busy}
            onChange={onChoose}
          />
          <Button
            type="button"
            variant="outline"
            aria-describedby={hintId}
            loading={upload.isPending}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? texts.uploading : account.photo ? texts.change : texts.upload}
          </Button>
          {account.photo && (
            <Button
              type="button"
              variant="ghost"
              loading={remove.isPending}
              disabled={busy}
              onClick={() => void onRemove()}
            >
              {remove.isPending ? texts.removing : texts.remove}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
