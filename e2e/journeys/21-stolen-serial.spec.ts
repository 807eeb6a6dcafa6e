import { listBike, registerAccount } from '@reride/devstack';
import {
  confirmDialog,
  expect,
  expectToast,
  journeyAccount,
  openDashboardAs,
  seedOnce,
  seedTarget,
  stack,
  test,
} from '../harness';

// An owner reports their bike stolen by its frame serial, an administrator confirms it, a seller
// then lists a bike with the same serial typed differently: it is held and waits in the
// moderation queue (docs/domain.md#frame-serials).
const OWNER = journeyAccount(21, 'Rana Owner', 'rana.owner@e2e.test');
const SELLER = journeyAccount(21, 'Sumon Serial', 'sumon.serial@e2e.test');
const BIKE = 'Giant Talon 3 Serial';

test.beforeAll(async () => {
  await seedOnce('21-stolen-serial', async () => {
    await registerAccount(seedTarget(), { ...OWNER, userType: 'Buyer' });
    return true;
  });
});

test.describe('Journey 21: a stolen serial holds a listing', () => {
  test('reported, confirmed, listed again: held and in the queue', async ({ newPage }) => {
    const owner = await openDashboardAs(await newPage(), OWNER, 'Report my bike stolen');
    await owner.getByRole('textbox', { name: 'Frame serial', exact: true }).fill('GT-0I2 345');
    await owner
      .getByRole('textbox', { name: 'What happened, where and when' })
      .fill('Taken from the rack at the station.');
    await owner.getByRole('button', { name: 'Report stolen' }).click();
    await expectToast(owner, 'Thank you: an administrator will look at your report.');

    const admin = await openDashboardAs(await newPage(), stack().accounts.admin, 'Theft reports');
    await expect(admin.getByText('Serial: GT-0I2 345')).toBeVisible();
    await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirmDialog(admin, {
      dialog: 'Confirm',
      confirm: 'Confirm',
      toast: 'Report confirmed',
      a11y: 'Theft reports: confirm',
    });

    const seller = await registerAccount(seedTarget(), { ...SELLER, userType: 'Seller' });
    await listBike(
      seedTarget(),
      seller,
      {
        name: BIKE,
        kind: 'mountain',
        resalePrice: 420,
        originalPrice: 800,
        purchaseYear: 2022,
        condition: 'Good',
        location: 'Dhaka, Bangladesh',
        mobile: '01710000210',
        description: 'Hardtail, 27.5 inch wheels.',
        serial: 'gt o12-345',
      },
      2101,
    );

    await admin.goto('/dashboard/admin/queue');
    const row = admin
      .getByRole('list', { name: 'Moderation queue' })
      .getByRole('listitem')
      .filter({ hasText: BIKE });
    await expect(row).toContainText('Held listing');
    await expect(row.getByRole('link', { name: `Open: ${BIKE}` })).toBeVisible();
  });
});
