import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from '../../apps/api/node_modules/sharp/lib/index.js';
import { ARTIFACTS, REPO_ROOT } from '../harness/context';

/**
 * Copies the README's screenshots from the last e2e run (artifacts/screenshots) into
 * docs/screenshots, as palette PNGs a fraction of the size. Run after `pnpm test:e2e`:
 * pnpm --filter @reride/e2e screenshots:docs
 */
const CHOSEN = [
  'home-desktop',
  'home-advertised-desktop',
  'category-desktop',
  'booking-modal-desktop',
  'payment-desktop',
  'payment-phone',
  'my-orders-desktop',
  'my-products-desktop',
  'reported-items-desktop',
  'search-filters-desktop',
  'bike-page-desktop',
  'my-wishlist-desktop',
  'order-paid-desktop',
  'order-page-desktop',
  'my-earnings-desktop',
  'inbox-desktop',
  'conversation-desktop',
  'notification-bell-desktop',
  'offer-desktop',
  'email-offer-desktop',
  'disputes-admin-desktop',
  'order-dispute-desktop',
  'link-preview',
  'instant-quote-desktop',
  'no-access-desktop',
  'forgot-password-desktop',
  'account-settings-desktop',
  'become-seller-phone',
  'price-drop-bell-desktop',
  'phone-category-phone',
  'phone-bike-page-phone',
  'phone-profile-phone',
  'phone-audit-log-phone',
  'delete-account-desktop',
  'admin-dashboard-desktop',
  'admin-dashboard-phone',
  'moderation-queue-desktop',
  'suspended-seller-desktop',
  'phone-payment-paid-phone',
  'phone-my-products-phone',
  'phone-all-orders-phone',
  'handover-code-phone',
  'order-reviews-desktop',
  'profile-reviews-phone',
  'map-search-desktop',
  'map-search-phone',
  'map-bike-phone',
  'saved-searches-desktop',
  'saved-searches-phone',
  'alert-email-desktop',
];

/** `ONLY=a,b` publishes just those (after running the journey that takes them). */
const only = process.env.ONLY?.split(',');

const target = join(REPO_ROOT, 'docs', 'screenshots');
await mkdir(target, { recursive: true });
for (const name of CHOSEN.filter((n) => !only || only.includes(n))) {
  const from = join(ARTIFACTS, 'screenshots', `${name}.png`);
  const to = join(target, `${name}.png`);
  const { size } = await sharp(from).png({ palette: true, quality: 90, effort: 10 }).toFile(to);
  console.log(`${to} (${Math.round(size / 1024)} KB)`);
}
