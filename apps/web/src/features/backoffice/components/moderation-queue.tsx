import { QUEUE_KINDS, type QueueItem, type QueueKind } from '@reride/shared';
import { moderationMessages } from '@reride/shared/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { PagedList } from '../../../components/ui/paged-list';
import { SelectField } from '../../../components/ui/select-field';
import { useModerationQueue } from '../api/get-moderation-queue';

const texts = moderationMessages.queue;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const KIND_OPTIONS = [
  { value: '', label: texts.allKinds },
  ...QUEUE_KINDS.map((kind) => ({ value: kind, label: texts.kinds[kind] })),
];

/** The kind in the URL (`?kind=`), so a filtered queue can be linked to; anything else is all. */
function kindOf(params: URLSearchParams): QueueKind | undefined {
  const kind = params.get('kind');
  return QUEUE_KINDS.find((k) => k === kind);
}

function QueueRow({ item }: { item: QueueItem }) {
  return (
    <li className="queue-row">
      <p className="queue-row__head">
        <span className="queue-row__kind">{texts.kinds[item.kind]}</span>
        {/* A bike's name or a message's first words: shown as text. */}
        <span className="queue-row__title user-text">{item.title}</span>
      </p>
      <p className="queue-row__meta">
        {item.reportCount > 0 && <span>{texts.reports(item.reportCount)} · </span>}
        {texts.waitingSince}{' '}
        <time dateTime={item.waitingSince}>{when.format(new Date(item.waitingSince))}</time>
      </p>
      <Link
        className={buttonClassName('outline', 'sm')}
        to={item.link}
        aria-label={`${texts.open}: ${item.title}`}
      >
        {texts.open}
      </Link>
    </li>
  );
}

/** The moderation queue (admin, docs/domain.md#moderation-queue): oldest and most reported first. */
export function ModerationQueue() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params);
  const query = useModerationQueue(kind);
  return (
    <PageSection title={texts.title} lead={texts.lead}>
      <div className="queue-filter">
        <SelectField
          label={texts.kind}
          name="kind"
          options={KIND_OPTIONS}
          value={kind ?? ''}
          onChange={(event) => setParams(event.target.value ? { kind: event.target.value } : {})}
        />
      </div>
      <PagedList
        query={query}
        loadingLabel="Loading the moderation queue"
        errorTitle={texts.loadFailed}
        empty={{ title: kind ? texts.emptyKind : texts.empty }}
      >
        {(items) => (
          <ol className="moderation-queue" aria-label={texts.title}>
            {items.map((item) => (
              <QueueRow key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ol>
        )}
      </PagedList>
    </PageSection>
  );
}
