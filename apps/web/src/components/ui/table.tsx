import type { ReactNode } from 'react';
import { formatPrice } from '@reride/shared';
import { cardImageUrl } from '../../lib/image-url';
import { Badge, type BadgeTone } from './badge';
import { Button, type ButtonProps } from './button';

/**
 * A scrollable, keyboard-reachable frame for wide tables on phones. Use `className="table"` on
 * the `<table>` inside (styles in styles/tables.css).
 */
export function TableContainer({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be focusable to be scrolled without a mouse (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-container" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface DataTableProps extends ColumnHeadsProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  /** The rows: each cell carries `data-label` with its column, for the stacked phone layout. */
  children: ReactNode;
  footer?: ReactNode;
}

interface ColumnHeadsProps {
  columns: readonly string[];
  /** A first column named for screen readers only, e.g. the expand buttons of My Products. */
  hiddenFirst?: string | undefined;
}

/** A table's header row, for tables that need no scrolling frame of their own. */
export function ColumnHeads({ columns, hiddenFirst }: ColumnHeadsProps) {
  return (
    <thead>
      <tr>
        {hiddenFirst && (
          <th scope="col">
            <span className="visually-hidden">{hiddenFirst}</span>
          </th>
        )}
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The dashboards' tables: a header row of column names, the rows, an optional footer. */
export function DataTable({ label, columns, hiddenFirst, children, footer }: DataTableProps) {
  return (
    <TableContainer label={label}>
      <table className="table">
        <ColumnHeads columns={columns} hiddenFirst={hiddenFirst} />
        <tbody>{children}</tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </TableContainer>
  );
}

/** A row's bike photo, in the card size: decorative, the name sits in the next cell. */
export function ThumbCell({ src, label = 'Picture' }: { src: string; label?: string }) {
  return (
    <td data-label={label}>
      <img
        className="table__thumb"
        src={cardImageUrl(src)}
        alt=""
        width={100}
        height={58}
        loading="lazy"
        decoding="async"
      />
    </td>
  );
}

/** The row's header cell: the bike's name with its price beside it. */
export function ItemPriceCell({ name, price }: { name: string; price: number }) {
  return (
    <th scope="row" data-label="Item & Price">
      <span className="table__item">
        <span className="table__name">{name}</span>{' '}
        <span className="table__price">{formatPrice(price)}</span>
      </span>
    </th>
  );
}

/** A cell with the row's state as a badge, e.g. a bike's Available or Sold. */
export function BadgeCell({
  column,
  tone,
  children,
}: {
  column: string;
  tone: BadgeTone;
  children: ReactNode;
}) {
  return (
    <td data-label={column}>
      <Badge tone={tone}>{children}</Badge>
    </td>
  );
}

/** A cell with the row's small action button; `column` names it for the stacked phone layout. */
export function ButtonCell({ column, ...button }: ButtonProps & { column: string }) {
  return (
    <td className="table__action" data-label={column}>
      <Button size="sm" {...button} />
    </td>
  );
}
