import { formatPrice, type OrderSummary } from '@reride/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { PageSection } from '../../../components/ui/page-section';
import type { Page } from '../../../lib/api-client';
import { BuyerCell, OrderBikeCell } from './order-cells';
import { OrderStatusBadge } from './order-status-badge';

export interface SummaryColumn {
  header: string;
  cell: (order: OrderSummary) => ReactNode;
}

export interface OrderSummaryListProps {
  title: string;
  lead: string;
  /** The list's filter, above it (kept in the URL by the page). */
  filter: ReactNode;
  query: UseInfiniteQueryResult<InfiniteData<Page<OrderSummary>>>;
  /** "orders", "disputes": the loading and error texts. */
  noun: string;
  empty: string;
  /** Columns after Price (and before Status). */
  columns: readonly SummaryColumn[];
  /** False where the list's own columns already say where each order stands (Disputes). */
  withStatus?: boolean;
}

/**
 * An administrator's list of orders: bike (to the order's page, where the decisions are made),
 * buyer, seller, price, the list's own columns and the status; paged with Load more.
 */
export function OrderSummaryList({
  title,
  lead,
  filter,
  query,
  noun,
  empty,
  columns,
  withStatus = true,
}: OrderSummaryListProps) {
  const orders = query.data?.pages.flatMap((page) => page.items);
  const count = orders && `${orders.length}${query.hasNextPage ? '+' : ''}`;
  const headers = ['Bike', 'Buyer', 'Seller', 'Price', ...columns.map((c) => c.header)];
  if (withStatus) headers.push('Status');
  return (
    <PageSection title={title} count={count} lead={lead}>
      {filter}
      <PagedList
        query={query}
        loadingLabel={`Loading the ${noun}`}
        errorTitle={`We couldn't load the ${noun}`}
        empty={{ title: empty }}
        table={{ label: title, columns: headers }}
      >
        {(items) =>
          items.map((order) => (
            <tr key={order._id}>
              <OrderBikeCell id={order._id} bike={order.bike} />
              <BuyerCell name={order.buyerName} email={order.buyerEmail} />
              <td data-label="Seller">{order.sellerEmail}</td>
              <td data-label="Price">{formatPrice(order.price)}</td>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(order)}
                </td>
              ))}
              {withStatus && (
                <td data-label="Status">
                  <OrderStatusBadge status={order.status} />
                </td>
              )}
            </tr>
          ))
        }
      </PagedList>
    </PageSection>
  );
}
