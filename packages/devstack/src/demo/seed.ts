import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import {
  currentYear,
  LOCATIONS,
  WHEEL_SIZES,
  type FrameSize,
  type WheelSize,
} from '@reride/shared';
import { startApi, type RunningApiProcess } from '../api-process';
import type { BikeKind } from './bike-art';
import {
  advertiseBike,
  bookBike,
  listBike,
  payBooking,
  registerAccount,
  confirmPhone,
  verifySeller,
  type AccountInput,
  type BikeListing,
  type SeedTarget,
  type SeededAccount,
} from './seed-client';

/**
 * `pnpm seed`: the demo catalogue on an empty database. Accounts go to the
 * Auth emulator and the database; bikes, photos (drawn here), adverts and sales go through the
 * API's own HTTP routes, served by an API process of its own on this database. Refuses a real
 * Firebase project,
 * and does nothing when users exist already. The browser journeys reuse `seedDemo`.
 */
export const DEMO_PASSWORD = 'Reride#2026';

export const DEMO_ACCOUNTS = {
  admin: { name: 'ReRide Admin', email: 'admin@reride.test', userType: 'Buyer' },
  verifiedSeller: { name: 'Arif Rahman', email: 'arif.seller@reride.test', userType: 'Seller' },
  seller: { name: 'Nadia Islam', email: 'nadia.seller@reride.test', userType: 'Seller' },
  buyer: { name: 'Sara Ahmed', email: 'sara.buyer@reride.test', userType: 'Buyer' },
  secondBuyer: { name: 'Omar Faruk', email: 'omar.buyer@reride.test', userType: 'Buyer' },
} as const satisfies Record<string, Omit<AccountInput, 'password'>>;
export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** Numbers the emulator takes for the demo's phone confirmations; no SMS is ever sent. */
export const DEMO_PHONES = { verifiedSeller: '+8801700000001' } as const;

/** name, resale and original price, years since purchase, condition. */
type Row = [string, number, number, number, BikeListing['condition']];
const ROWS: Record<BikeKind, Row[]> = {
  mountain: [
    ['Trek Marlin 7 29er', 640, 1150, 2, 'Excellent'],
    ['Giant Talon 2 Hardtail', 480, 890, 4, 'Good'],
    ['Specialized Rockhopper Sport', 520, 950, 3, 'Good'],
    ['Cannondale Trail 5', 410, 820, 6, 'Fair'],
    ['Scott Aspect 950', 560, 990, 1, 'Excellent'],
    ['Merida Big.Nine 300', 455, 870, 5, 'Good'],
    ['Polygon Xtrada 5', 390, 720, 3, 'Excellent'],
    ['Phoenix Summit XC 27.5', 150, 260, 4, 'Good'],
    ['Veloce Ridge Runner', 210, 380, 2, 'Excellent'],
    ['Duranta Boulder 29', 175, 340, 7, 'Fair'],
    ['Core Trailhawk Dual Suspension', 690, 1400, 8, 'Good'],
    ['Upland Kodiak Fat Bike', 330, 610, 5, 'Fair'],
  ],
  road: [
    ['Giant Contend AR 3', 720, 1250, 2, 'Excellent'],
    ['Trek Domane AL 2', 610, 1100, 3, 'Good'],
    ['Specialized Allez Sport', 680, 1300, 4, 'Good'],
    ['Cannondale CAAD Optimo', 830, 1500, 1, 'Excellent'],
    ['Merida Scultura Rim 100', 560, 1050, 6, 'Fair'],
    ['Bianchi Via Nirone 7', 900, 1700, 5, 'Good'],
    ['Polygon Strattos S3', 495, 880, 2, 'Excellent'],
    ['Triban RC 120', 240, 450, 3, 'Good'],
    ['Veloce Urbano Flat-Bar', 185, 320, 1, 'Excellent'],
    ['Core Aero Pro Carbon', 1350, 2600, 4, 'Excellent'],
    ['Raleigh Criterium Steel', 260, 540, 11, 'Fair'],
    ['Upland Gravel Explorer', 430, 760, 2, 'Good'],
  ],
  kids: [
    ['Phoenix Junior 16"', 45, 90, 2, 'Good'],
    ['Duranta Kiddo 12" with Stabilisers', 35, 70, 3, 'Fair'],
    ['Veloce Sparkle 20"', 80, 150, 1, 'Excellent'],
    ['Woom 3 Balance-to-Pedal', 210, 420, 2, 'Excellent'],
    ['Frog 44 Lightweight', 190, 380, 3, 'Good'],
    ['Hornit Airo 16"', 150, 290, 1, 'Excellent'],
    ['Core Rocket BMX 20"', 95, 180, 4, 'Good'],
    ['Giant ARX 24 Mountain', 170, 330, 2, 'Good'],
    ['Trek Precaliber 16', 120, 240, 5, 'Fair'],
    ['Upland Tiny Trails 14"', 60, 110, 2, 'Excellent'],
    ['Specialized Riprock 20', 230, 450, 3, 'Good'],
    ['Hero Sprint Kids 18"', 40, 85, 6, 'Fair'],
  ],
};

const DESCRIPTIONS: Record<BikeListing['condition'], string> = {
  Excellent: 'Barely ridden and kept indoors. Fresh tyres, recently serviced, no scratches.',
  Good: 'Regularly serviced, rides smoothly. A few cosmetic marks from normal use.',
  Fair: 'Solid frame and working gears; brake pads and chain will need replacing soon.',
};

const FRAME_BY_KIND: Record<BikeKind, FrameSize[]> = {
  mountain: ['M', 'L', 'XL', 'S'],
  road: ['S', 'M', 'L', 'XL'],
  kids: ['XS', 'XS', 'S'],
};
const WHEEL_BY_KIND: Record<BikeKind, WheelSize[]> = {
  mountain: ['29"', '27.5"', '26"'],
  road: ['700c'],
  kids: ['20"', '16"', '24"'],
};

/** Brand (the first word of the name), frame, wheel, material and 2–4 photos on many bikes. */
function attributes(kind: BikeKind, name: string, i: number): Partial<BikeListing> {
  const out: Partial<BikeListing> = {};
  if (i % 5 !== 4) out.brand = name.split(' ')[0];
  if (i % 4 !== 3) {
    const words = name.split(/[\s"]+/);
    const wheelInName = WHEEL_SIZES.find(
      (w) => kind !== 'road' && words.includes(w.replace('"', '')),
    );
    out.frameSize = FRAME_BY_KIND[kind][i % FRAME_BY_KIND[kind].length];
    out.wheelSize = wheelInName ?? WHEEL_BY_KIND[kind][i % WHEEL_BY_KIND[kind].length];
    out.frameMaterial = /carbon/i.test(name)
      ? 'Carbon'
      : /steel/i.test(name) || kind === 'kids'
        ? 'Steel'
        : 'Aluminium';
  }
  if (i % 3 === 0) out.photos = 2 + ((i / 3) % 3);
  return out;
}

export interface DemoBike extends BikeListing {
  seller: 'verifiedSeller' | 'seller';
  advertised: boolean;
  /** Bought (and paid) by this buyer, so it is Sold. */
  soldTo?: 'buyer' | 'secondBuyer';
  /** Booked but not paid yet: the buyer's My Orders shows Pay. */
  bookedBy?: 'buyer' | 'secondBuyer';
}

/** 36 bikes, 12 per category: two sellers, every condition and location, some adverts and sales. */
export function demoBikes(): DemoBike[] {
  const kinds: BikeKind[] = ['mountain', 'road', 'kids'];
  return kinds.flatMap((kind, k) =>
    ROWS[kind].map(([name, resalePrice, originalPrice, age, condition], i): DemoBike => {
      const n = k * 12 + i;
      return {
        name,
        kind,
        resalePrice,
        originalPrice,
        purchaseYear: currentYear() - age,
        condition,
        location: LOCATIONS[n % LOCATIONS.length]!,
        mobile: `0171${String(5550000 + n * 137).padStart(7, '0')}`,
        description: `${DESCRIPTIONS[condition]} Test rides welcome.`,
        ...attributes(kind, name, i),
        seller: i % 3 === 2 ? 'seller' : 'verifiedSeller',
        advertised: i % 4 === 1,
        ...(i === 6 || i === 10 ? { soldTo: k % 2 === 0 ? 'buyer' : 'secondBuyer' } : {}),
        ...(i === 8 ? { bookedBy: k === 1 ? 'secondBuyer' : 'buyer' } : {}),
      };
    }),
  );
}

export interface DemoSummary {
  accounts: Record<DemoAccountKey, SeededAccount>;
  bikes: number;
  advertised: number;
  sold: number;
}

/** Fills the catalogue through the API at `target`, which must treat the demo admin as admin. */
export async function seedDemo(target: SeedTarget, log = console.log): Promise<DemoSummary> {
  const accounts = {} as Record<DemoAccountKey, SeededAccount>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    accounts[key as DemoAccountKey] = await registerAccount(target, {
      ...account,
      password: DEMO_PASSWORD,
    });
  }
  if (accounts.admin.role !== 'Admin') {
    throw new Error(
      `${DEMO_ACCOUNTS.admin.email} is not an admin: add it to ADMIN_EMAILS of the API`,
    );
  }
  // Verified takes a confirmed phone and the administrator's check (docs/domain.md#seller-verification).
  await confirmPhone(target, accounts.verifiedSeller, DEMO_PHONES.verifiedSeller);
  await verifySeller(target, accounts.admin, accounts.verifiedSeller.id);

  const bikes = demoBikes();
  let advertised = 0;
  let sold = 0;
  for (const [index, bike] of bikes.entries()) {
    const { seller, soldTo, bookedBy, advertised: advertise, ...listing } = bike;
    const id = await listBike(target, accounts[seller], listing, index + 1);
    if (advertise && !soldTo) {
      await advertiseBike(target, accounts[seller], id);
      advertised += 1;
    }
    const buyer = soldTo ?? bookedBy;
    if (buyer) {
      const meeting = {
        phone: `0181${String(7770000 + index).padStart(7, '0')}`,
        location: bike.location,
      };
      const bookingId = await bookBike(target, accounts[buyer], id, meeting);
      if (soldTo) {
        await payBooking(target, accounts[buyer], bookingId);
        sold += 1;
      }
    }
  }
  log(`seed: ${bikes.length} bikes (${advertised} advertised, ${sold} sold) from 2 sellers`);
  return { accounts, bikes: bikes.length, advertised, sold };
}

/**
 * The API as a process of its own on the same database, in which the demo admin is an admin.
 * Demo sales are test-mode payments whichever provider the real API uses, and a local,
 * emulator-only tool filling 30+ listings in seconds needs no rate limits.
 */
function startSeedApi(): Promise<RunningApiProcess> {
  const admins = [process.env.ADMIN_EMAILS, DEMO_ACCOUNTS.admin.email].filter(Boolean).join(',');
  return startApi({
    from: 'source',
    env: {
      ...process.env,
      ADMIN_EMAILS: admins,
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '0',
    },
  });
}

function printCredentials(summary: DemoSummary): void {
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`);
  for (const account of Object.values(summary.accounts)) {
    console.log(`  ${account.role.padEnd(7)} ${account.email.padEnd(26)} ${account.name}`);
  }
  console.log(`  ${DEMO_ACCOUNTS.verifiedSeller.name} is a verified seller.\n`);
}

async function main(): Promise<number> {
  const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const uri = process.env.MONGODB_URI;
  if (!authEmulatorHost) {
    console.error(
      'seed: refusing to run without FIREBASE_AUTH_EMULATOR_HOST: demo accounts with a',
    );
    console.error('published password must never reach a real Firebase project.');
    return 1;
  }
  if (!uri) {
    console.error('seed: MONGODB_URI is not set (pnpm dev sets it for the embedded database).');
    return 1;
  }
  const dbName = process.env.MONGODB_DB ?? 'reride';
  const client = await MongoClient.connect(uri);
  try {
    if ((await client.db(dbName).collection('users').countDocuments({}, { limit: 1 })) > 0) {
      console.log(`seed: database ${dbName} already has users, nothing to do.`);
      return 0;
    }
    const started = Date.now();
    const api = await startSeedApi();
    try {
      const summary = await seedDemo({ apiUrl: api.url, authEmulatorHost });
      console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      printCredentials(summary);
    } finally {
      await api.stop();
    }
    return 0;
  } finally {
    await client.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('seed failed:', error);
      process.exit(1);
    },
  );
}
