import { verificationMessages } from '@reride/shared';
import {
  bell,
  bikeCard,
  confirmDialog,
  emulatorPhoneCode,
  expect,
  expectLive,
  expectNoSeriousA11yViolations,
  expectToast,
  openBell,
  loginAs,
  openDashboardAs,
  rowOf,
  stack,
  test,
} from '../harness';

const REMOVED = 'This account has been removed';

test.describe('Journey 5: the admin verifies a seller, removes a buyer and reads the contact form', () => {
  test('a seller confirms their phone by code, the admin checks them, and the mark is on their cards', async ({
    newPage,
  }) => {
    const { unverifiedSeller } = stack().accounts;
    const bike = stack().bikes.unverifiedSellers;
    const words = verificationMessages.verification;
    const mountainBikes = `/category/${stack().categories['Mountain Bikes']}`;
    const visitor = await newPage();
    await visitor.goto(mountainBikes);
    const card = bikeCard(visitor, bike);
    await expect(card.getByText(unverifiedSeller.name)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Verified seller' })).toHaveCount(0);

    // Without a confirmed phone, "Check seller" waits.
    const admin = await openDashboardAs(await newPage(), stack().accounts.admin, 'All Sellers');
    const row = rowOf(admin, unverifiedSeller.name);
    await expect(row.getByRole('cell', { name: unverifiedSeller.email })).toBeVisible();
    await expect(row.getByText(words.phoneMissing)).toBeVisible();
    const check = row.getByRole('button', { name: `${words.check}: ${unverifiedSeller.name}` });
    await expect(check).toBeDisabled();

    // The seller confirms their phone with the code the emulator "sent by SMS".
    const seller = await newPage();
    await loginAs(seller, unverifiedSeller);
    await seller.goto('/dashboard/account');
    const phoneForm = seller.getByRole('form', { name: words.sectionTitle });
    await phoneForm.getByLabel(words.phoneLabel).fill('+8801700000002');
    await phoneForm.getByRole('button', { name: words.sendCode }).click();
    const codeForm = seller.getByRole('form', { name: words.codeFormLabel });
    await expect(codeForm).toBeVisible();
    await codeForm.getByLabel(words.codeLabel).fill(await emulatorPhoneCode('+8801700000002'));
    await codeForm.getByRole('button', { name: words.confirm }).click();
    await expectToast(seller, words.confirmed);
    await expect(seller.getByText(words.awaitingCheck)).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'Account settings, phone confirmed');

    await admin.reload();
    await expect(
      rowOf(admin, stack().accounts.verifiedSeller.name).getByText('Verified'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'All Sellers');
    await expect(check).toBeEnabled();
    await check.click();
    await expectToast(admin, 'Seller checked: they are now verified');
    await expect(row.getByText('Verified')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Check seller/ })).toHaveCount(0);

    await visitor.reload();
    await expect(card.getByRole('img', { name: 'Verified seller' })).toBeVisible();
  });

  test("removing a buyer refuses that buyer's open session", async ({ newPage }) => {
    const { removableBuyer } = stack().accounts;
    const buyer = await openDashboardAs(await newPage(), removableBuyer, 'My Orders');
    const admin = await openDashboardAs(await newPage(), stack().accounts.admin, 'All Buyers');
    await expectNoSeriousA11yViolations(admin, 'All Buyers');
    await rowOf(admin, removableBuyer.name)
      .getByRole('button', { name: `Remove Buyer ${removableBuyer.name}` })
      .click();
    await confirmDialog(admin, {
      dialog: 'Remove buyer',
      question: `Remove ${removableBuyer.name}? They can no longer sign in, and their bikes leave the site.`,
      a11y: 'All Buyers (remove confirmation)',
      confirm: 'Remove buyer',
      toast: 'Buyer successfully removed!',
    });
    await expect(rowOf(admin, removableBuyer.name)).toHaveCount(0);

    // The buyer's next dashboard navigation: sent to /login, or told the account was removed.
    await buyer.goto('/dashboard/orders');
    await buyer.waitForFunction(
      (removed) => location.pathname === '/login' || document.body.innerText.includes(removed),
      REMOVED,
    );
    await expect(buyer.getByRole('heading', { name: 'My Orders' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(buyer, 'Removed buyer refused');

    // Nor can they log in again.
    await buyer.goto('/login');
    await buyer.getByLabel('Email').fill(removableBuyer.email);
    await buyer.getByLabel('Password').fill(removableBuyer.password);
    await buyer.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(buyer.getByText(REMOVED)).toBeVisible();
  });

  test('a visitor writes through the Contact page; the admin hears it live and reads it', async ({
    newPage,
  }) => {
    const admin = await openDashboardAs(
      await newPage(),
      stack().accounts.admin,
      'Contact Messages',
    );
    await expectLive(admin);
    const visitor = await newPage();
    await visitor.goto('/contact');
    const form = visitor.getByRole('form', { name: 'Write to us' });
    await form.getByLabel('Your name').fill('Journey Visitor');
    await form.getByLabel('Email').fill('journey.visitor@example.com');
    await form.getByLabel('About').selectOption({ label: 'A listing (something wrong with it)' });
    await form.getByLabel('Message').fill('The photos of a bike look like a catalogue picture.');
    await expectNoSeriousA11yViolations(visitor, 'Contact (form filled)');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      visitor.getByText('Thank you: your message reached the ReRide team.'),
    ).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');

    // Live: the bell counts it, and the open page shows it without a reload.
    await expect(bell(admin)).toHaveAccessibleName(/unread/);
    const letter = admin.getByRole('listitem').filter({ hasText: 'Journey Visitor' });
    await expect(letter).toContainText('The photos of a bike look like a catalogue picture.');
    await expect(letter.getByRole('link', { name: 'journey.visitor@example.com' })).toBeVisible();
    const panel = await openBell(admin);
    await expect(panel.getByText('Journey Visitor wrote through the contact form.')).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'Contact Messages');
  });
});
