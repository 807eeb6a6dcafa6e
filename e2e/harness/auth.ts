import { expect, type Page } from '@playwright/test';
import type { Account } from './context';
import { expectLoggedIn, expectToast, openDashboardLink } from './ui';

/**
 * Fills the real Login form and waits for the reload that ends it. Call it on /login (where a
 * guard sent the person) or anywhere else, and the helper opens /login first.
 */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await expectLoggedIn(page);
}

export function loginAs(page: Page, account: Account): Promise<void> {
  return loginThroughUi(page, account.email, account.password);
}

/**
 * How most people of a journey start: `account` logs in on `page` and opens `label` of the
 * Dashboard menu, whose page is titled as its link. Hands `page` back.
 */
/** Logs `account` in on `page`, then opens `path` (a page of the web app). */
export async function openAs(page: Page, account: Account, path: string): Promise<Page> {
  await loginAs(page, account);
  await page.goto(path);
  return page;
}

export async function openDashboardAs(page: Page, account: Account, label: string): Promise<Page> {
  await loginAs(page, account);
  await openDashboardLink(page, label);
  await expect(page).toHaveTitle(`${label} - ReRide`);
  return page;
}

export interface SignUpInput extends Account {
  userType?: 'Buyer' | 'Seller';
}

/** Fills the Sign Up form (name, email, password, Buyer/Seller) without submitting. */
export async function fillSignUpForm(page: Page, input: Partial<SignUpInput>): Promise<void> {
  if (input.name !== undefined) await page.getByLabel('Name').fill(input.name);
  if (input.email !== undefined) await page.getByLabel('Email').fill(input.email);
  if (input.password !== undefined) await page.getByLabel('Password').fill(input.password);
  if (input.userType) await page.getByRole('radio', { name: input.userType }).check();
}

/** Signs up through the real form and waits until the person is logged in. */
export async function signUpThroughUi(page: Page, input: SignUpInput): Promise<void> {
  if (new URL(page.url()).pathname !== '/signup') await page.goto('/signup');
  await fillSignUpForm(page, input);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signup');
  // Sign-up ends with a reload, then the success toast (2 s) and the signed-in navbar.
  await Promise.all([expectToast(page, 'Sign up successful!'), expectLoggedIn(page)]);
}
