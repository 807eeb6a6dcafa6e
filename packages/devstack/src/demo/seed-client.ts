import {
  CATEGORIES,
  type CONDITIONS,
  type FrameMaterial,
  type FrameSize,
  type LOCATIONS,
  TEST_CARDS,
  type Role,
  type SavedSearchFiltersInput,
  type SavedSearchFrequency,
  type UserType,
  type WheelSize,
} from '@reride/shared';
import { drawBikeJpeg, type BikeKind } from './bike-art';

/**
 * The demo seed and the browser journeys build their data the way people do: accounts signed
 * up in the Auth emulator and registered with POST /users, photos through POST /images, bikes
 * through POST /bikes, sales through a booking and a sandbox card payment. Nothing is written
 * to the database behind the API's back.
 */
export interface SeedTarget {
  /** The API's base URL, e.g. http://127.0.0.1:5000. */
  apiUrl: string;
  /** host:port of the Firebase Auth emulator: seeding never touches a real Firebase project. */
  authEmulatorHost: string;
  /** The emulator's project; default 'demo-reride', as `startAuthEmulator`'s. */
  projectId?: string;
}

export interface AccountInput {
  name: string;
  email: string;
  password: string;
  userType: UserType;
}

export interface SeededAccount extends AccountInput {
  id: string;
  role: Role;
  accessToken: string;
}

export interface BikeListing {
  name: string;
  kind: BikeKind;
  resalePrice: number;
  originalPrice: number;
  purchaseYear: number;
  condition: (typeof CONDITIONS)[number];
  location: (typeof LOCATIONS)[number];
  /** An area or town of the gazetteer within `location` (docs/domain.md#places). */
  placeId?: string;
  mobile: string;
  description: string;
  /** Search attributes, all optional. */
  brand?: string;
  frameSize?: FrameSize;
  wheelSize?: WheelSize;
  frameMaterial?: FrameMaterial;
  /** The frame serial, checked against stolen-bike registers (docs/domain.md#frame-serials). */
  serial?: string;
  /** How many photos to draw and upload (1 by default); the first is the cover. */
  photos?: number;
}

const KIND_CATEGORY: Record<BikeKind, string> = {
  mountain: CATEGORIES[0]._id,
  road: CATEGORIES[1]._id,
  kids: CATEGORIES[2]._id,
};

/** The emulator accepts any API key. */
const EMULATOR_API_KEY = 'fake-api-key';

function errorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: string; error?: { message?: string } };
    return body.message ?? body.error?.message ?? text;
  } catch {
    return text;
  }
}

async function send<T>(url: string, init: RequestInit, what: string): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${errorMessage(text)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

function api<T>(target: SeedTarget, method: string, path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return send<T>(
    `${target.apiUrl}${path}`,
    { method, headers, body: payload },
    `${method} ${path}`,
  );
}

function emulator<T>(target: SeedTarget, endpoint: string, body: unknown) {
  const url = `http://${target.authEmulatorHost}/identitytoolkit.googleapis.com/v1/${endpoint}?key=${EMULATOR_API_KEY}`;
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  return send<T>(url, init, `auth emulator ${endpoint}`);
}

/** A Firebase ID token for the account: signed up, or signed in when the emulator has it already. */
async function firebaseIdToken(target: SeedTarget, input: AccountInput): Promise<string> {
  const credentials = { email: input.email, password: input.password, returnSecureToken: true };
  try {
    const body = { ...credentials, displayName: input.name };
    return (await emulator<{ idToken: string }>(target, 'accounts:signUp', body)).idToken;
  } catch (error) {
    if (!String(error).includes('EMAIL_EXISTS')) throw error;
    const signIn = 'accounts:signInWithPassword';
    return (await emulator<{ idToken: string }>(target, signIn, credentials)).idToken;
  }
}

/** Sign-up as the web does it: Firebase account, POST /users, then GET /jwt. */
export async function registerAccount(
  target: SeedTarget,
  input: AccountInput,
): Promise<SeededAccount> {
  const idToken = await firebaseIdToken(target, input);
  const { user } = await api<{ user: { _id: string; userType: Role } }>(
    target,
    'POST',
    '/users',
    idToken,
    { name: input.name, userType: input.userType },
  );
  const query = `/jwt?email=${encodeURIComponent(input.email)}`;
  const { accessToken } = await api<{ accessToken: string }>(target, 'GET', query, idToken);
  return { ...input, id: user._id, role: user.userType, accessToken };
}

/** POST /images as the seller; answers the image URL for POST /bikes. */
export async function uploadImage(
  target: SeedTarget,
  seller: SeededAccount,
  jpeg: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bike.jpg');
  const answer = await api<{ data: { url: string } }>(
    target,
    'POST',
    '/images',
    seller.accessToken,
    form,
  );
  return answer.data.url;
}

/** Draws the bike's picture, uploads it and lists the bike; answers the bike id. */
export async function listBike(
  target: SeedTarget,
  seller: SeededAccount,
  listing: BikeListing,
  artSeed: number,
): Promise<string> {
  const { kind, photos = 1, ...fields } = listing;
  const images: string[] = [];
  for (let p = 0; p < photos; p += 1) {
    // The cover keeps the seed it always had; further photos are other drawings of the kind.
    const seed = p === 0 ? artSeed : artSeed * 100 + p;
    images.push(await uploadImage(target, seller, await drawBikeJpeg({ kind, seed })));
  }
  const [img] = images;
  const body = {
    ...fields,
    categoryId: KIND_CATEGORY[kind],
    img,
    ...(images.length > 1 ? { images } : {}),
  };
  const { insertedId } = await api<{ insertedId: string }>(
    target,
    'POST',
    '/bikes',
    seller.accessToken,
    body,
  );
  return insertedId;
}

export async function advertiseBike(target: SeedTarget, seller: SeededAccount, bikeId: string) {
  await api(target, 'PATCH', `/bikes/${bikeId}`, seller.accessToken, { advertised: false });
}

/** DELETE /bikes/:id as its seller (My Products' Delete). */
export async function deleteBike(target: SeedTarget, seller: SeededAccount, bikeId: string) {
  await api(target, 'DELETE', `/bikes/${bikeId}`, seller.accessToken);
}

/**
 * "Verify your phone" as the web does it (docs/domain.md#seller-verification): a phone sign-in in
 * the emulator, whose code it exposes instead of an SMS, then POST /users/me/phone-verification.
 * A number already linked to the account signs in to it again, so a second seed repeats it.
 */
export async function confirmPhone(
  target: SeedTarget,
  account: SeededAccount,
  phoneNumber: string,
) {
  const { sessionInfo } = await emulator<{ sessionInfo: string }>(
    target,
    'accounts:sendVerificationCode',
    { phoneNumber, recaptchaToken: 'emulator-ignores-it' },
  );
  const { verificationCodes = [] } = await send<{
    verificationCodes?: { sessionInfo: string; code: string }[];
  }>(
    `http://${target.authEmulatorHost}/emulator/v1/projects/${target.projectId ?? 'demo-reride'}/verificationCodes`,
    { method: 'GET' },
    'auth emulator verificationCodes',
  );
  const code = verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`auth emulator sent no code to ${phoneNumber}`);
  const { idToken } = await emulator<{ idToken: string }>(
    target,
    'accounts:signInWithPhoneNumber',
    {
      sessionInfo,
      code,
    },
  );
  await api(target, 'POST', '/users/me/phone-verification', account.accessToken, { idToken });
}

/** PATCH /sellers/:id: the administrator's "Check seller", once the seller's phone is confirmed. */
export async function verifySeller(target: SeedTarget, admin: SeededAccount, sellerId: string) {
  await api(target, 'PATCH', `/sellers/${sellerId}`, admin.accessToken);
}

/** POST /bookings as the buyer; answers the booking id. */
export async function bookBike(
  target: SeedTarget,
  buyer: SeededAccount,
  bikeId: string,
  meeting: { phone: string; location: string },
): Promise<string> {
  const body = { bikeId, ...meeting };
  const { insertedId } = await api<{ insertedId: string }>(
    target,
    'POST',
    '/bookings',
    buyer.accessToken,
    body,
  );
  return insertedId;
}

/** The web's payment page in three calls: intent, sandbox card confirmation, POST /payments. */
export async function payBooking(target: SeedTarget, buyer: SeededAccount, bookingId: string) {
  const intent = await api<{ clientSecret: string; paymentIntentId: string }>(
    target,
    'POST',
    '/create-payment-intent',
    buyer.accessToken,
    { bookingId },
  );
  const confirm = {
    clientSecret: intent.clientSecret,
    card: {
      number: TEST_CARDS.success,
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
    },
    billingDetails: { name: buyer.name, email: buyer.email },
  };
  const confirmPath = `/sandbox/payment-intents/${intent.paymentIntentId}/confirm`;
  await api(target, 'POST', confirmPath, buyer.accessToken, confirm);
  const payment = { bookingId, transactionId: intent.paymentIntentId };
  await api(target, 'POST', '/payments', buyer.accessToken, payment);
}

/** POST /saved-searches as the account: the search's filters, told instantly unless asked daily. */
export async function saveSearch(
  target: SeedTarget,
  account: SeededAccount,
  filters: SavedSearchFiltersInput,
  frequency: SavedSearchFrequency = 'instant',
): Promise<{ _id: string; name: string }> {
  const body = { filters, frequency };
  return api(target, 'POST', '/saved-searches', account.accessToken, body);
}
