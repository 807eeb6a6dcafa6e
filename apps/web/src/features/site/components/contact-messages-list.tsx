import type { ContactMessage } from '@reride/shared';
import { siteMessages } from '@reride/shared/messages';
import { PageSection } from '../../../components/ui/page-section';
import { PagedList } from '../../../components/ui/paged-list';
import { useContactMessages } from '../api/contact-messages';

const texts = siteMessages.contact;
const sentAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function ContactCard({ letter }: { letter: ContactMessage }) {
  const subject = `Re: ${texts.topics[letter.topic]}`;
  const reply = `mailto:${letter.email}?subject=${encodeURIComponent(subject)}`;
  return (
    <li className="contact-message">
      <p className="contact-message__head">
        <strong>{letter.name}</strong> · <a href={reply}>{letter.email}</a>
        {letter.userId === null ? ' · visitor' : ' · signed in'}
      </p>
      <p className="contact-message__meta">
        {texts.topics[letter.topic]} ·{' '}
        <time dateTime={letter.createdAt}>{sentAt.format(new Date(letter.createdAt))}</time>
      </p>
      {/* Written by anyone: shown as text, line breaks kept. */}
      <p className="contact-message__text">{letter.message}</p>
    </li>
  );
}

const LIST_STATES = {
  loadingLabel: 'Loading contact messages',
  errorTitle: "We couldn't load the contact messages",
  empty: { title: texts.empty, description: texts.emptyDescription },
};

function ContactCards({ letters }: { letters: ContactMessage[] }) {
  return (
    <ul className="contact-messages" aria-label={texts.listTitle}>
      {letters.map((letter) => (
        <ContactCard key={letter._id} letter={letter} />
      ))}
    </ul>
  );
}

/** What people wrote on the Contact page (admin), newest first; Reply opens an email. */
export function ContactMessagesList() {
  const query = useContactMessages();
  const letters = query.data?.pages.flatMap((page) => page.items);
  const count = letters && `${letters.length}${query.hasNextPage ? '+' : ''}`;
  return (
    <PageSection title={texts.listTitle} count={count} lead={texts.emptyDescription}>
      <PagedList query={query} {...LIST_STATES}>
        {(items) => <ContactCards letters={items} />}
      </PagedList>
    </PageSection>
  );
}
