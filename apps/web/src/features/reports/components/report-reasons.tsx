import { type ReportedBike, moderationMessages } from '@reride/shared';

const { reasons: texts, reportForm } = moderationMessages;

/**
 * Why a bike was reported (docs/domain.md#moderation-queue): how many reporters gave each reason,
 * the most given first, and their notes as text behind a disclosure.
 */
export function ReportReasons({
  bike,
}: {
  bike: Pick<ReportedBike, 'name' | 'reasons' | 'notes'>;
}) {
  if (bike.reasons.length === 0) return <span>{texts.none}</span>;
  return (
    <div className="report-reasons">
      <ul className="report-reasons__list" aria-label={`${texts.heading} for ${bike.name}`}>
        {bike.reasons.map(({ reason, count }) => (
          <li key={reason}>
            {reportForm.reasons[reason]} × {count}
          </li>
        ))}
      </ul>
      {bike.notes.length > 0 && (
        <details className="report-reasons__notes">
          <summary>
            {texts.notes} ({bike.notes.length})
          </summary>
          <ul>
            {bike.notes.map((note, i) => (
              <li key={i} className="user-text">
                {note}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
