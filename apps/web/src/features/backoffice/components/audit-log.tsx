import { AuditQuerySchema, type AuditEntry } from '@reride/shared';
import { backofficeMessages } from '@reride/shared/messages';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { PagedList } from '../../../components/ui/paged-list';
import { TextField } from '../../../components/ui/text-field';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log';

const texts = backofficeMessages.audit;
const FILTERS = ['actor', 'action', 'target'] as const;
const LABELS: Record<(typeof FILTERS)[number], string> = {
  actor: texts.actor,
  action: texts.action,
  target: texts.target,
};
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The filters in the URL (`?actor=&action=&target=`), so a filtered log can be linked to. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const parsed = AuditQuerySchema.pick({ actor: true, action: true, target: true }).safeParse(
    Object.fromEntries(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : []))),
  );
  return parsed.success ? parsed.data : {};
}

function AuditFiltersForm({ current }: { current: AuditFilters }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<string, string>>({ ...current });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim()));
    const parsed = AuditQuerySchema.safeParse(filled);
    if (!parsed.success) {
      const byField = parsed.error.issues.map(({ path, message }) => [String(path[0]), message]);
      setErrors(Object.fromEntries(byField) as Record<string, string>);
      return;
    }
    setErrors({});
    setParams(Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, String(v)])));
  };
  const clear = () => {
    setDraft({});
    setErrors({});
    setParams({});
  };
  return (
    <form className="audit-filters" onSubmit={submit} aria-label="Filter the audit log" noValidate>
      {FILTERS.map((key) => (
        <TextField
          key={key}
          label={LABELS[key]}
          name={key}
          hint={key === 'action' ? texts.actionHint : undefined}
          error={errors[key]}
          value={draft[key] ?? ''}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      ))}
      <div className="audit-filters__actions">
        <Button type="submit">{texts.search}</Button>
        <Button variant="ghost" onClick={clear}>
          {texts.clear}
        </Button>
      </div>
    </form>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const details = Object.entries(entry.details);
  return (
    <li className="audit-entry">
      <p className="audit-entry__head">
        <code>{entry.action}</code> · {entry.targetType}{' '}
        <Link to={{ search: `?target=${encodeURIComponent(entry.targetId)}` }}>
          {entry.targetId}
        </Link>
      </p>
      <p className="audit-entry__meta">
        {entry.actorId === null ? (
          `${entry.actorEmail} (${texts.operatorTool})`
        ) : (
          <Link to={{ search: `?actor=${encodeURIComponent(entry.actorEmail)}` }}>
            {entry.actorEmail}
          </Link>
        )}{' '}
        · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
      </p>
      {details.length > 0 && (
        <dl className="audit-entry__details">
          {details.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              {/* Written by people (reasons, notes): shown as text. */}
              <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** The audit log (admin): every decision, newest first, by administrator, action and record. */
export function AuditLog() {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const filtered = Object.keys(filters).length > 0;
  const query = useAuditLog(filters);
  return (
    <PageSection title={texts.title} lead={texts.lead}>
      <AuditFiltersForm key={params.toString()} current={filters} />
      <PagedList
        query={query}
        loadingLabel="Loading the audit log"
        errorTitle={texts.loadFailed}
        empty={{ title: filtered ? texts.empty : texts.emptyAll }}
      >
        {(entries) => (
          <ol className="audit-log" aria-label={texts.title}>
            {entries.map((entry) => (
              <AuditRow key={entry._id} entry={entry} />
            ))}
          </ol>
        )}
      </PagedList>
    </PageSection>
  );
}
