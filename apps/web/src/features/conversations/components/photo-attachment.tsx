import { IMAGE_MAX_BYTES, conversationMessages } from '@reride/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';

/** What the API's type sniffing accepts (it re-checks the bytes; this only saves a round trip). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return conversationMessages.conversations.photoWrongType;
  if (file.size > IMAGE_MAX_BYTES) return conversationMessages.conversations.photoTooLarge;
  return null;
}

/** A local preview of the chosen file, released when it is removed or sent. */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // jsdom (tests) has no object URLs: the preview is then simply empty.
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

export interface PhotoAttachmentProps {
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  disabled?: boolean;
}

/**
 * The composer's one optional photo: a native file input ("Add a photo"), then its preview and
 * "Remove photo". Focus returns to the input after a removal so the keyboard stays in place.
 */
export function PhotoAttachment({ value, onChange, disabled = false }: PhotoAttachmentProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  // Set by "Remove photo": the input that comes back takes the focus.
  const refocus = useRef(false);
  const preview = usePreview(value);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a removal.
    event.target.value = '';
    if (!file) return;
    const refusal = photoProblem(file);
    setProblem(refusal);
    if (!refusal) onChange(file);
  };

  if (value) {
    return (
      <div className="photo-attachment">
        <img className="photo-attachment__preview" src={preview} alt={`To send: ${value.name}`} />
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => {
            refocus.current = true;
            onChange(undefined);
          }}
        >
          Remove photo
        </Button>
      </div>
    );
  }
  return (
    <div className="photo-attachment field">
      <label className="field__label" htmlFor={inputId}>
        Add a photo
      </label>
      <input
        ref={(input) => {
          if (input && refocus.current) input.focus();
          refocus.current = false;
        }}
        id={inputId}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={choose}
      />
      {problem && (
        <p id={errorId} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
