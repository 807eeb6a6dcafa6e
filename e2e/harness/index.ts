/** Everything a journey needs, from one import. */
export { expect, test } from './test';
export { expectNoSeriousA11yViolations } from './a11y';
export {
  fillSignUpForm,
  loginAs,
  loginThroughUi,
  openAs,
  openDashboardAs,
  signUpThroughUi,
} from './auth';
export { DESKTOP, PHONE } from './browser';
export { emulatorAccounts, emulatorPhoneCode, emulatorResetCodes } from './emulator';
export { bikePhotoFile } from './files';
export {
  expectBalance,
  expectOrderPage,
  expectOrderStatus,
  factOf,
  orderPart,
  payWithCard,
  runOrderAction,
} from './orders';
export { journeyAccount, seedTarget, stack, type Account } from './context';
export { bell, expectLive, mailSaying, mailsTo, openBell } from './notifications';
export { consoleErrors, expectFitsTheScreen } from './phone';
export { seedOnce } from './seed-once';
export { screenshot, screenshotFile } from './screenshots';
export {
  bikeCard,
  confirmDialog,
  deleteFromTable,
  escapeRegExp,
  expectLoggedIn,
  expectNoToasts,
  expectPath,
  expectToast,
  openDashboardLink,
  rowOf,
} from './ui';
export { sellerWithBikeAndBuyer, sellerWithBikes } from './listing';
export { jsonLdOfType, readLinkPreview, type LinkPreview } from './link-preview';
export { screenshotPreviewCard } from './link-preview-card';
export { parseSitemap, validateSitemapXml } from './sitemap';
