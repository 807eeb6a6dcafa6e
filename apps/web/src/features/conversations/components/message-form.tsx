import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_TEXT_MAX, MessageTextSchema, commonMessages } from '@reride/shared';
import { useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { PhotoAttachment } from './photo-attachment';

/** The API's MessageTextSchema, or nothing at all (allowed when a photo goes with it). */
const MessageFormSchema = z.object({ text: z.union([z.literal(''), MessageTextSchema]) });
type MessageFormValues = z.infer<typeof MessageFormSchema>;

export interface MessageFormProps {
  label: string;
  /**
   * Sends the trimmed text (empty only with a photo) and the photo, if any; call `clear` once
   * the server has them.
   */
  onSend: (text: string, clear: () => void, photo?: File) => void;
  /** Offers "Add a photo" (one per message). */
  withPhoto?: boolean;
  /** Disables Send (with a spinner) while the message is on its way. */
  sending: boolean;
  rows?: number;
  className?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Buttons beside Send, e.g. a modal's Cancel. */
  actions?: ReactNode;
  /** Nothing can be written (a closed or blocked conversation): the field and Send are off. */
  disabled?: boolean;
}

/** The shared MessageTextSchema's refusals, in words. */
function describeError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return error.type === 'too_big'
    ? `A message can have at most ${MESSAGE_TEXT_MAX} characters`
    : commonMessages.validation.requiredField;
}

/**
 * A message's textarea and Send, validated with the API's own MessageTextSchema (1 to 2000
 * characters once trimmed; none needed with a photo). Ctrl+Enter (⌘+Enter on a Mac) sends;
 * plain Enter is a new line.
 */
export function MessageForm({
  label,
  onSend,
  sending,
  rows = 3,
  className,
  textareaRef,
  actions,
  disabled = false,
  withPhoto = false,
}: MessageFormProps) {
  const [photo, setPhoto] = useState<File>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<MessageFormValues>({
    resolver: zodResolver(MessageFormSchema),
    defaultValues: { text: '' },
  });
  const submit = handleSubmit(({ text }) => {
    if (sending || disabled) return;
    if (!text && !photo) {
      setError('text', { type: 'required' });
      return;
    }
    const clear = () => {
      reset({ text: '' });
      setPhoto(undefined);
    };
    onSend(text, clear, photo);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void submit();
  };

  const { ref, ...field } = register('text');
  return (
    <form
      className={['form message-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField
        label={label}
        hint="Ctrl+Enter (⌘+Enter on a Mac) sends"
        rows={rows}
        maxLength={MESSAGE_TEXT_MAX}
        required={!withPhoto}
        disabled={disabled}
        error={describeError(errors.text)}
        onKeyDown={onKeyDown}
        ref={(element) => {
          ref(element);
          if (typeof textareaRef === 'function') textareaRef(element);
          else if (textareaRef) textareaRef.current = element;
        }}
        {...field}
      />
      {withPhoto && <PhotoAttachment value={photo} onChange={setPhoto} disabled={disabled} />}
      <div className="modal__actions">
        {actions}
        <Button type="submit" loading={sending} disabled={disabled}>
          Send
        </Button>
      </div>
    </form>
  );
}
