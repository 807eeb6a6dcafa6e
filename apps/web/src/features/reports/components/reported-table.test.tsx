import { type ReportedBike, commonMessages, toastMessages } from '@reride/shared';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBike, pageResponse } from '../../../testing/bike-fixtures';
import { confirmRemoval } from '../../../testing/confirm-removal';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ReportedTable } from './reported-table';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

let reported: ReportedBike[];

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  reported = [
    {
      ...makeBike({ _id: 'c00000000000000000000001', name: 'Trek 820', reported: true }),
      reportCount: 2,
      reasons: [
        { reason: 'stolen', count: 1 },
        { reason: 'other', count: 1 },
      ],
      notes: ['Frame number filed off'],
    },
    {
      ...makeBike({ _id: 'c00000000000000000000002', name: 'Giant Escape', reported: true }),
      reportCount: 1,
      reasons: [{ reason: 'scam', count: 1 }],
      notes: [],
    },
    {
      ...makeBike({ _id: 'c00000000000000000000003', name: 'Hero Sprint', reported: true }),
      reportCount: 1,
      reasons: [{ reason: 'scam', count: 1 }],
      notes: [],
    },
  ];
});

function renderTable() {
  return renderRoutes([{ path: '/', element: <ReportedTable /> }]);
}

/** The reported list, and `call` for bike `id`: it drops the bike and answers `body`. */
function stubLeaving(call: string, id: string, body: object) {
  stubApi({
    'GET /reported': () => pageResponse(reported),
    [`${call}/${id}`]: () => {
      reported = reported.filter((bike) => bike._id !== id);
      return jsonResponse(body);
    },
  });
}

describe('ReportedTable (API stubbed)', () => {
  it('titles the page with the count and lists the items with their category', async () => {
    stubApi({ 'GET /reported': () => pageResponse(reported) });
    renderTable();

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported Items (3)'),
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.join(' | ')).toBe(
      'Picture | Item & Price | Category | Reasons | Delete | Ignore Item',
    );
    const row = screen.getByRole('rowheader', { name: /Trek 820/ }).closest('tr')!;
    expect(within(row).getByText('Mountain Bikes')).toBeInTheDocument();
    expect(within(row).getByText('$450')).toBeInTheDocument();
  });

  it('shows each reason with its count and the notes as text', async () => {
    stubApi({ 'GET /reported': () => pageResponse(reported) });
    renderTable();

    const reasons = await screen.findByRole('list', { name: 'Reasons for Trek 820' });
    const items = within(reasons)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Possibly stolen × 1', 'Other × 1']);
    const row = screen.getByRole('rowheader', { name: /Trek 820/ }).closest('tr')!;
    await userEvent.click(within(row).getByText('Notes (1)'));
    expect(within(row).getByText('Frame number filed off')).toBeVisible();
    const other = screen.getByRole('rowheader', { name: /Giant Escape/ }).closest('tr')!;
    expect(within(other).queryByText(/Notes/)).toBeNull();
  });

  it("says 'There is no reported items to show' when nothing is reported", async () => {
    stubApi({ 'GET /reported': () => pageResponse([]) });
    renderTable();

    expect(await screen.findByText(commonMessages.empty.reported)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported Items (0)');
  });

  it("unreports an item with the toast 'Item  Unreported!' (two spaces) and drops it", async () => {
    stubLeaving('PATCH /unreport', 'c00000000000000000000002', {
      acknowledged: true,
      modifiedCount: 1,
    });
    const user = userEvent.setup();
    renderTable();

    await user.click(await screen.findByRole('button', { name: 'Unreport Giant Escape' }));

    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText('Item  Unreported!', exact)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported Items (2)'),
    );
    expect(screen.queryByText('Giant Escape')).not.toBeInTheDocument();
  });

  it('deletes an item after its confirmation and toasts its removal', async () => {
    stubLeaving('DELETE /reported', 'c00000000000000000000001', {
      acknowledged: true,
      deletedCount: 1,
    });
    renderTable();

    await confirmRemoval({
      action: 'Delete Item Trek 820',
      question: commonMessages.confirm.deleteProduct('Trek 820'),
      confirm: commonMessages.confirm.deleteLabel('item'),
      toast: toastMessages.itemRemoved,
      gone: 'Trek 820',
    });
  });
});
