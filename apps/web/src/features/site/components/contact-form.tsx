import type { ContactMessageBodyInput, ContactMessageBody } from '@reride/shared';
import { CONTACT_TOPICS } from '@reride/shared/constants';
import { siteMessages } from '@reride/shared/messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ScriptForm } from '../../../components/ui/script-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { lazyResolver, showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
import { useSendContactMessage } from '../api/contact-messages';

const texts = siteMessages.contact;
const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: texts.topics[topic] }));
const FIELDS = ['name', 'email', 'topic', 'message'] as const;

const resolver = lazyResolver(() =>
  import('../lib/contact-resolver').then((m) => m.contactResolver),
);

export interface ContactSender {
  name: string;
  email: string;
}

/**
 * The Contact page's form: it reaches every administrator (their bell and their Contact
 * Messages page). A signed-in person's name and email are filled in; a sent message is cleared
 * with a thank-you, a refused one keeps what was typed.
 */
export function ContactForm({ sender }: { sender?: ContactSender | undefined }) {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const blank: ContactMessageBodyInput = {
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    topic: 'question',
    message: '',
  };
  const { handleSubmit, field, reset, setError } = useBoundForm<
    ContactMessageBodyInput,
    unknown,
    ContactMessageBody
  >({ resolver, defaultValues: blank });

  const onSubmit = (body: ContactMessageBody) =>
    send.mutateAsync(body).then(
      () => {
        reset(blank);
        setSent(true);
      },
      (error: unknown) => showServerFieldErrors(error, setError, FIELDS),
    );

  return (
    <ScriptForm
      className="form contact-form"
      aria-label="Write to us"
      onSubmit={(event) => {
        setSent(false);
        void handleSubmit(onSubmit)(event);
      }}
    >
      <TextField label="Your name" autoComplete="name" required {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <SelectField label="About" options={TOPIC_OPTIONS} {...field('topic')} />
      <TextAreaField label="Message" rows={6} required {...field('message')} />
      <div>
        <Button type="submit" loading={send.isPending} disabled={send.isPending}>
          {texts.send}
        </Button>
      </div>
      {send.isError && (
        <p className="notice notice--error" role="alert">
          {send.error.message}
        </p>
      )}
      <p role="status" className={sent ? 'notice notice--success' : undefined}>
        {sent ? texts.sent : ''}
      </p>
    </ScriptForm>
  );
}
