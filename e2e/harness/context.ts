import { fileURLToPath } from 'node:url';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A journey's own account: its password names the journey, so accounts never collide. */
export function journeyAccount(journey: number, name: string, email: string): Account {
  return { name, email, password: `Journey#${journey}ride` };
}

export interface E2eStack {
  webUrl: string;
  apiUrl: string;
  authEmulatorHost: string;
  /** The run's mail catcher (MailDev): its web inbox and HTTP API. */
  mailUrl: string;
  /** The run's database server, and the folder of its production web build: the web server's bundle is in there. */
  databaseUri: string;
  webBuildDir: string;
  accounts: {
    /** The demo admin (ADMIN_EMAILS of the API under test). */
    admin: Account;
    /** Demo buyer and sellers of the seeded catalogue. */
    demoBuyer: Account;
    verifiedSeller: Account;
    /** Lists the bikes the buying and reporting journeys use. */
    fixtureSeller: Account;
    /** An unverified seller with one bike, verified in the admin journey. */
    unverifiedSeller: Account;
    /** Reports bikes in the reporting journey. */
    reporter: Account;
    /** Removed by the admin while logged in elsewhere. */
    removableBuyer: Account;
    /** Opens pages of other roles in the guards journey. */
    guardBuyer: Account;
  };
  bikes: {
    /** Two available Road bikes of the fixture seller, booked and paid in the buyer journey. */
    toBuy: [string, string];
    /** Kids bikes of the fixture seller: one is unreported by the admin, one deleted. */
    toUnreport: string;
    toRemove: string;
    /** The unverified seller's Mountain bike. */
    unverifiedSellers: string;
  };
  /** Category ids by title. */
  categories: Record<'Mountain Bikes' | 'Road Bikes' | 'Kids Bikes', string>;
}

/**
 * The global setup runs in Playwright's runner process, which starts the test workers after it:
 * the stack reaches them as JSON in their environment (plain data only).
 */
const STACK_ENV = 'RERIDE_E2E_STACK';
let handed: E2eStack | undefined;

export function handOverStack(running: E2eStack): void {
  process.env[STACK_ENV] = JSON.stringify(running);
}

/** The running stack of this run (harness/global-setup.ts). */
export function stack(): E2eStack {
  const json = process.env[STACK_ENV];
  if (!json) {
    throw new Error(
      'No e2e stack: run the journeys through `pnpm test:e2e`, whose playwright.config.ts starts it',
    );
  }
  handed ??= JSON.parse(json) as E2eStack;
  return handed;
}

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Where devstack's seed helpers (registerAccount, listBike…) send their API calls. */
export function seedTarget(): { apiUrl: string; authEmulatorHost: string } {
  return { apiUrl: stack().apiUrl, authEmulatorHost: stack().authEmulatorHost };
}
