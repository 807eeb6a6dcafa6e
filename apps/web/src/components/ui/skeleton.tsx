import type { CSSProperties } from 'react';

/** A placeholder block with the size of what will replace it, so nothing shifts when it loads. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}

/** How wide each placeholder line under the title is: a full line or a short one. */
export type SkeletonLine = 'full' | 'short';

/** A title's placeholder, then one per line of text. */
export function SkeletonText({ lines }: { lines: readonly SkeletonLine[] }) {
  return (
    <>
      <Skeleton className="skeleton--title" />
      {lines.map((line, i) => (
        <Skeleton
          key={i}
          className={line === 'short' ? 'skeleton--text skeleton--short' : 'skeleton--text'}
        />
      ))}
    </>
  );
}

/**
 * The placeholder of a card while its list loads: the photo, the title and the text lines.
 * `block` is the card's class (bike-card, category-card): its `--skeleton`, `__media` and
 * `__body` classes lay it out like the card it stands for.
 */
export function CardSkeleton({ block, lines }: { block: string; lines: readonly SkeletonLine[] }) {
  return (
    <div className={`${block} ${block}--skeleton`} aria-hidden="true">
      <div className={`${block}__media`}>
        <Skeleton className="skeleton--fill" />
      </div>
      <div className={`${block}__body`}>
        <SkeletonText lines={lines} />
      </div>
    </div>
  );
}
