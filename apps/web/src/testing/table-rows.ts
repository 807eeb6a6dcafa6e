import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { paths } from '../lib/paths';

/** The table row whose header cell is named `name` (a bike's name, a buyer). */
export function rowOf(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name }).closest('tr')!;
}

/**
 * Waits for the order tables' row of `bike` and checks its name links to the order's page, where
 * everything about the order is done; gives the row for the checks of its other cells.
 */
export async function findOrderRow(bike: string, orderId: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('rowheader', { name: bike })).closest('tr')!;
  expect(within(row).getByRole('link', { name: bike })).toHaveAttribute(
    'href',
    paths.dashboard.order.getHref(orderId),
  );
  return row;
}
