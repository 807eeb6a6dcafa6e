/** Business constants of docs/domain.md#validation and #constants, shared by the forms and the API. */

export const APP_NAME = 'ReRide';

/**
 * A MongoDB ObjectId in its 24-hex string form (ObjectIdSchema): pages test a URL's id with it
 * while rendering, which must not need zod in the browser's first download.
 */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

/** The three fixed categories (docs/domain.md#screens). Ids look like MongoDB ObjectIds so old links keep their shape. */
export const CATEGORIES = [
  {
    _id: '637f4e0c7d8f1b2a3c4d5e01',
    title: 'Mountain Bikes',
    text: 'Rugged frames and wide tyres for trails, gravel and hills.',
    img: '/categories/mountain-bikes.svg',
    isNew: false,
  },
  {
    _id: '637f4e0c7d8f1b2a3c4d5e02',
    title: 'Road Bikes',
    text: 'Light, fast bikes for commuting and long rides on tarmac.',
    img: '/categories/road-bikes.svg',
    isNew: false,
  },
  {
    _id: '637f4e0c7d8f1b2a3c4d5e03',
    title: 'Kids Bikes',
    text: 'Safe, sturdy bikes sized for young riders.',
    img: '/categories/kids-bikes.svg',
    isNew: true,
  },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['_id'];
export const CATEGORY_IDS = CATEGORIES.map((c) => c._id) as [CategoryId, ...CategoryId[]];
export const DEFAULT_CATEGORY_ID: CategoryId = CATEGORIES[0]._id;

export function findCategory(id: string) {
  return CATEGORIES.find((c) => c._id === id);
}

export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const DEFAULT_CONDITION = 'Excellent';

/** Each option has its own value: the original form gave several options the same value (a bug). */
export const LOCATIONS = [
  'Dhaka, Bangladesh',
  'Chattogram, Bangladesh',
  'Khulna, Bangladesh',
  'Rajshahi, Bangladesh',
  'Sylhet, Bangladesh',
  'Barishal, Bangladesh',
  'Rangpur, Bangladesh',
  'Mymensingh, Bangladesh',
  'Cumilla, Bangladesh',
  'Gazipur, Bangladesh',
  'Narayanganj, Bangladesh',
  "Cox's Bazar, Bangladesh",
  'Bogura, Bangladesh',
  'Jashore, Bangladesh',
] as const;
export const DEFAULT_LOCATION = 'Dhaka, Bangladesh';

export const MIN_PRICE = 20;
/**
 * A listing's recent prices (docs/domain.md#prices): the bike page's "was" price and the
 * price-drop alert look back this many days.
 */
export const PRICE_WINDOW_DAYS = 14;
/** Savers are told of a price at least this far below the lowest of the recent window. */
export const PRICE_DROP_ALERT_PERCENT = 5;
/** An upper bound keeps typos (and overflow games) out of the catalogue. */
export const MAX_PRICE = 1_000_000;

export const MIN_PURCHASE_YEAR = 1999;
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

export const PASSWORD_MIN_LENGTH = 6;
/** At least one uppercase letter, one special character from !@#$&* and one digit (docs/domain.md#validation). */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[!@#$&*])(?=.*[0-9]).*$/;

export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const DESCRIPTION_MAX_LENGTH = 2000;

export const CURRENCY_SYMBOL = '$';
export const CURRENCY = 'usd';

/** Toasts (docs/domain.md#constants). */
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;

/** Client data cache (docs/domain.md#constants). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

/** Maximum age of a Firebase sign-in accepted for token sync (docs/domain.md#constants). */
export const AUTH_TOKEN_SYNC_MAX_AGE_SECONDS = 300;

/** Image slot of the cards (docs/domain.md#validation, docs/domain.md#constants) and the larger size kept for detail views (docs/domain.md#images). */
export const IMAGE_CARD_SIZE = { width: 500, height: 292 } as const;
export const IMAGE_LARGE_SIZE = { width: 1000, height: 584 } as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A profile photo is cropped square: the profile page's size and the small one of cards and menus. */
export const AVATAR_LARGE_SIZE = { width: 320, height: 320 } as const;
export const AVATAR_CARD_SIZE = { width: 96, height: 96 } as const;

export const PAGE_MAX_WIDTH_PX = 1440;

export const DEFAULT_PAGE_SIZE = 24;
/** Bounded lists keep the spec's bare array body; the next page's cursor travels in this header. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const MAX_PAGE_SIZE = 100;
/** The sitemap protocol's limit of URLs per file (sitemaps.org); the bike sitemap splits at it. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** Bike attributes and search. */
export const FRAME_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const WHEEL_SIZES = ['12"', '16"', '20"', '24"', '26"', '27.5"', '29"', '700c'] as const;
export const FRAME_MATERIALS = ['Aluminium', 'Carbon', 'Steel', 'Titanium', 'Other'] as const;
export const MAX_BIKE_IMAGES = 6;
export const BRAND_MAX_LENGTH = 40;
export const WISHLIST_MAX_ITEMS = 100;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** `distance` orders a search with a centre, nearest first (docs/domain.md#places). */
export const BIKE_SORTS = ['newest', 'price_asc', 'price_desc', 'distance'] as const;

/**
 * The defaults of the deal's timers and of the platform's fee (docs/domain.md#orders,
 * docs/domain.md#offers, docs/domain.md#money): the API's settings default to them, and an
 * operator may set others (BOOKING_EXPIRY_HOURS, ORDER_AUTO_COMPLETE_DAYS, OFFER_TTL_HOURS,
 * PLATFORM_FEE_PERCENT). The Help page states the values in force (GET /rules); these stand in
 * only when the API cannot answer.
 */
export const MARKETPLACE_RULE_DEFAULTS = {
  bookingExpiryHours: 72,
  orderAutoCompleteDays: 7,
  offerTtlHours: 48,
  platformFeePercent: 0,
} as const;

/**
 * "Similar bikes" on a bike's page (docs/domain.md#listings): how many are shown, and how many
 * listed bikes of its category and price band are read to choose them from.
 */
export const SIMILAR_BIKES_LIMIT = 4;
export const SIMILAR_BIKES_CANDIDATES = 12;

/**
 * The instant quote (docs/domain.md#quotes): comparables are bikes of the same category and
 * condition bought within QUOTE_YEAR_SPAN years of the given year; at least
 * QUOTE_MIN_COMPARABLES of them give a market figure, fewer give the depreciation estimate below.
 */
export const QUOTE_MIN_COMPARABLES = 5;
export const QUOTE_YEAR_SPAN = 2;
/** At most this many candidates are read for one quote (one indexed query). */
export const QUOTE_MAX_CANDIDATES = 500;
/** The depreciation estimate: a used bike keeps this share of its price the day it is sold on… */
export const QUOTE_USED_SHARE = 0.7;
/** …then loses this share of its value each year, by category (mountain, road, kids)… */
export const QUOTE_YEARLY_DEPRECIATION: Record<CategoryId, number> = {
  [CATEGORIES[0]._id]: 0.12,
  [CATEGORIES[1]._id]: 0.1,
  [CATEGORIES[2]._id]: 0.15,
};
/** …times a factor for its condition; the range is the estimate plus or minus this share. */
export const QUOTE_CONDITION_FACTOR: Record<Condition, number> = {
  Excellent: 1,
  Good: 0.85,
  Fair: 0.65,
};
export const QUOTE_ESTIMATE_BAND = 0.2;

/** Contact messages (the Contact page's form). */
export const CONTACT_TOPICS = ['question', 'order', 'listing', 'account', 'other'] as const;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 3000;

/** Saved searches one person may keep (docs/domain.md#alerts); saving one more answers 409. */
export const SAVED_SEARCHES_MAX = 20;
/** A saved search's name: generated from its filters, renameable within these bounds. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** How long an unsubscribe link of an alert or digest email works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 30;
