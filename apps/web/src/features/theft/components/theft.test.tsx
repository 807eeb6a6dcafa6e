import { commonMessages, theftMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ReportStolenForm } from './report-stolen-form';
import { SharedSerialsList } from './shared-serials-list';
import { TheftReportsList } from './theft-reports-list';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = theftMessages;
const REPORT = {
  _id: 'c00000000000000000000001',
  serial: 'WTU 123 456',
  description: 'Taken from the station',
  reporterId: 'c00000000000000000000002',
  reporterEmail: 'owner@example.com',
  state: 'pending',
  createdAt: '2025-04-02T08:00:00.000Z',
  decidedAt: null,
  withdrawReason: null,
};

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

describe('ReportStolenForm (API stubbed)', () => {
  it('asks for the serial and a description before sending, then sends them', async () => {
    const api = stubApi({
      'POST /theft-reports': () =>
        jsonResponse({ acknowledged: true, insertedId: 'c00000000000000000000003' }),
    });
    renderRoutes([{ path: '/', element: <ReportStolenForm /> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.reportForm.send }));
    expect(await screen.findAllByText(commonMessages.validation.requiredField)).not.toHaveLength(0);
    expect(api.routes()).toEqual([]);

    await user.type(screen.getByLabelText(texts.reportForm.serial), 'WTU 123 456');
    await user.type(screen.getByLabelText(texts.reportForm.description), 'Taken at night');
    await user.click(screen.getByRole('button', { name: texts.reportForm.send }));
    await waitFor(() => expect(api.routes()).toEqual(['POST /theft-reports']));
    expect(api.bodyOf('POST /theft-reports')).toEqual({
      serial: 'WTU 123 456',
      description: 'Taken at night',
    });
  });
});

describe('TheftReportsList (API stubbed)', () => {
  it('confirms a pending report only after the question, and withdraws with a reason', async () => {
    const confirm = `POST /theft-reports/${REPORT._id}/confirmation`;
    const withdraw = `POST /theft-reports/${REPORT._id}/withdrawal`;
    const api = stubApi({
      'GET /theft-reports': () => jsonResponse([REPORT]),
      [confirm]: () => jsonResponse({ acknowledged: true, modifiedCount: 1 }),
      [withdraw]: () => jsonResponse({ acknowledged: true, modifiedCount: 1 }),
    });
    renderRoutes([{ path: '/', element: <TheftReportsList /> }]);
    const user = userEvent.setup();
    expect(await screen.findByText(/WTU 123 456/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.admin.confirm }));
    const question = await screen.findByRole('dialog');
    expect(api.routes()).not.toContain(confirm);
    await user.click(within(question).getByRole('button', { name: texts.admin.confirm }));
    await waitFor(() => expect(api.routes()).toContain(confirm));

    await user.click(screen.getByRole('button', { name: texts.admin.withdraw }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(texts.admin.reason), 'Found again');
    await user.click(within(dialog).getByRole('button', { name: texts.admin.withdraw }));
    await waitFor(() => expect(api.routes()).toContain(withdraw));
    expect(api.bodyOf(withdraw)).toEqual({ reason: 'Found again' });
  });
});

describe('SharedSerialsList (API stubbed)', () => {
  it('links each listing and dismisses only with a reason', async () => {
    const flag = {
      _id: 'c00000000000000000000009',
      title: 'Trek FX 3',
      bikeIds: ['c0000000000000000000000a', 'c0000000000000000000000b'],
      since: '2025-04-02T08:00:00.000Z',
    };
    const dismiss = `POST /serial-duplicates/${flag._id}/dismissal`;
    const api = stubApi({
      'GET /serial-duplicates': () => jsonResponse([flag]),
      [dismiss]: () => jsonResponse({ acknowledged: true, modifiedCount: 1 }),
    });
    renderRoutes([{ path: '/', element: <SharedSerialsList /> }]);
    const user = userEvent.setup();
    expect(await screen.findByText('Trek FX 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.shared.listing(2) })).toHaveAttribute(
      'href',
      `/bikes/${flag.bikeIds[1]}`,
    );

    await user.click(screen.getByRole('button', { name: texts.shared.dismiss }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: texts.shared.dismiss }));
    expect(
      await within(dialog).findByText(commonMessages.validation.requiredField),
    ).toBeInTheDocument();
    expect(api.routes()).not.toContain(dismiss);
    await user.type(within(dialog).getByLabelText(texts.shared.reason), 'Same shop');
    await user.click(within(dialog).getByRole('button', { name: texts.shared.dismiss }));
    await waitFor(() => expect(api.routes()).toContain(dismiss));
    expect(api.bodyOf(dismiss)).toEqual({ reason: 'Same shop' });
  });
});
