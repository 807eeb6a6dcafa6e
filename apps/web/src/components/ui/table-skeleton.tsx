import { Skeleton } from './skeleton';

/** Placeholder rows while a table loads, announced once by its label. */
export function TableSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="table-skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="table-skeleton__row" />
      ))}
    </div>
  );
}
