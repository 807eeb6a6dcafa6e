import type { Locator, Page } from '@playwright/test';
import {
  bell,
  expect,
  expectLive,
  expectNoSeriousA11yViolations,
  expectToast,
  journeyAccount,
  loginAs,
  mailsTo,
  openDashboardAs,
  payWithCard,
  screenshot,
  seedOnce,
  sellerWithBikeAndBuyer,
  test,
} from '../harness';

// Talking, an offer and the notifications around them (docs/domain.md#offers, #notifications).
const BIKE = 'Kona Rove Steel Gravel';
const ASKING = 640;
const OFFER = 520;
const COUNTER = 580;
const QUESTION = 'Would you take an offer? I can collect this weekend.';
const ANSWER = 'Make me an offer in the chat, I will look at it tonight.';

const sellerAccount = journeyAccount(11, 'Tariq Kona', 'tariq.kona@e2e.test');
const buyerAccount = journeyAccount(11, 'Mira Offer', 'mira.offer@e2e.test');

let bikeId = '';

test.beforeAll(async () => {
  bikeId = await seedOnce('11-talk-offer-notify', async () => {
    return sellerWithBikeAndBuyer(
      sellerAccount,
      buyerAccount,
      {
        name: BIKE,
        kind: 'road',
        resalePrice: ASKING,
        originalPrice: 1200,
        purchaseYear: 2021,
        condition: 'Good',
        location: 'Chattogram, Bangladesh',
        mobile: '01710000111',
        description: 'Steel gravel frame, 54 cm, new tyres.',
      },
      1111,
    );
  });
});

function offerCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${title}: \\$${OFFER}$`) });
}

test.describe('Journey 11: ask, answer, offer, counter, accept and pay, told live and by email', () => {
  test('the seller is told without reloading, the buyer pays the agreed price, both get the mails', async ({
    newPage,
  }) => {
    // The seller waits on the Inbox, connected live.
    const seller = await openDashboardAs(await newPage(), sellerAccount, 'Inbox');
    await expectLive(seller);
    await expect(
      bell(seller).and(seller.getByRole('button', { name: 'Notifications', exact: true })),
    ).toBeVisible();

    // The buyer asks from the bike's page.
    const buyer = await newPage();
    await loginAs(buyer, buyerAccount);
    await buyer.goto(`/bikes/${bikeId}`);
    await buyer.getByRole('button', { name: `Ask the seller about ${BIKE}` }).click();
    const ask = buyer.getByRole('dialog', { name: `Ask the seller about ${BIKE}` });
    await ask.getByRole('textbox', { name: /Your question/ }).fill(QUESTION);
    await ask.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(buyer, 'Your question was sent to the seller');
    await expect(buyer).toHaveURL((url) => /^\/dashboard\/inbox\/[^/]+$/.test(url.pathname));
    await expectLive(buyer);

    // Without a reload, the seller's bell and Inbox badge show it.
    await expect(seller.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(
      seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', {
        name: 'Inbox 1 unread message',
      }),
    ).toBeVisible();
    await bell(seller).click();
    const panel = seller.getByRole('region', { name: 'Notifications' });
    const told = panel
      .getByRole('link')
      .filter({ hasText: `New message from ${buyerAccount.name}` });
    await expect(told).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'Notification bell (open)');
    await screenshot(seller, 'notification-bell');

    // The notification leads to the conversation, where the seller answers.
    await told.click();
    await expect(seller).toHaveURL((url) => /^\/dashboard\/inbox\/[^/]+$/.test(url.pathname));
    await expect(seller.getByRole('heading', { level: 1, name: BIKE })).toBeVisible();
    await seller.getByRole('textbox', { name: /Your message/ }).fill(ANSWER);
    await seller.getByRole('button', { name: 'Send', exact: true }).click();

    // The buyer's open conversation shows the answer live, then the buyer makes an offer.
    const log = buyer.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(ANSWER, { exact: true })).toBeVisible();
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    const form = buyer.getByRole('form', { name: 'Make an offer' });
    await form.getByLabel('Your offer ($)').fill(String(OFFER));
    await form.getByLabel('Phone').fill('01711999888');
    await expectNoSeriousA11yViolations(buyer, 'Make an offer (form)');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expectToast(buyer, 'Your offer was sent to the seller');
    await expect(
      offerCard(buyer, 'Your offer').getByText("Waiting for the seller's answer"),
    ).toBeVisible();

    // The seller's page shows the offer card without a reload, and counters.
    const sellersCard = offerCard(seller, `${buyerAccount.name}'s offer`);
    await expect(sellersCard).toBeVisible();
    await sellersCard.getByRole('button', { name: 'Counter' }).click();
    const counter = seller.getByRole('dialog', { name: 'Make a counter-offer' });
    await counter.getByLabel('Your counter-offer ($)').fill(String(COUNTER));
    await expectNoSeriousA11yViolations(seller, 'Counter-offer (dialog)');
    await counter.getByRole('button', { name: 'Send the counter-offer' }).click();
    await expectToast(seller, 'Counter-offer sent');
    await expect(sellersCard.getByText(`Counter-offer: $${COUNTER}`)).toBeVisible();
    await screenshot(seller, 'offer', { scrollTo: sellersCard });

    // The buyer sees the counter live, accepts it, and pays the agreed price.
    const buyersCard = offerCard(buyer, 'Your offer');
    await expect(buyersCard.getByText(`Counter-offer: $${COUNTER}`)).toBeVisible();
    await buyersCard.getByRole('button', { name: 'Accept' }).click();
    const accept = buyer.getByRole('dialog', { name: 'Accept the offer' });
    await expect(
      accept.getByText(`Accept $${COUNTER} for ${BIKE}? An order is created at this price.`),
    ).toBeVisible();
    await accept.getByRole('button', { name: 'Accept the offer' }).click();
    await expectToast(buyer, 'Offer accepted: the order is created');
    await expect(buyersCard.getByText(`Agreed price: $${COUNTER}`)).toBeVisible();
    await buyersCard.getByRole('link', { name: 'Pay for the order' }).click();
    await expect(buyer).toHaveTitle(`Payment for ${BIKE} - ReRide`);
    await expect(buyer.getByText(`Please pay $${COUNTER}`)).toBeVisible();
    await payWithCard(buyer, '4242 4242 4242 4242');
    await expectToast(buyer, 'Payment Successfully Completed!');

    // Both are told by email, each mail with its own Message-ID, worded as the bell words it.
    const sellerMails = await mailsTo(sellerAccount.email, [
      `New message from ${buyerAccount.name}: ${BIKE}`,
      `New offer: ${BIKE}`,
      `Order paid: ${BIKE}`,
    ]);
    const buyerMails = await mailsTo(buyerAccount.email, [
      `New message from ${sellerAccount.name}: ${BIKE}`,
      `Counter-offer: ${BIKE}`,
    ]);
    const all = [...sellerMails, ...buyerMails];
    expect(all.every((m) => /^<[^@\s]+@[^>\s]+>$/.test(m.messageId))).toBe(true);
    expect(new Set(all.map((m) => m.messageId)).size).toBe(all.length);
    const offerMail = sellerMails.find((m) => m.subject === `New offer: ${BIKE}`)!;
    expect(offerMail.text).toContain(`You received an offer of $${OFFER} for ${BIKE}.`);
    expect(offerMail.html).toContain('/dashboard/inbox/');

    // A sample email, drawn from its real HTML part.
    const mailPage = await newPage();
    await mailPage.setContent(offerMail.html);
    await screenshot(mailPage, 'email-offer');
  });
});
