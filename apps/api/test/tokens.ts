import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DEV_JWT_SECRET } from '../src/config';
import { TEST_FIREBASE_PROJECT_ID } from './global-setup';

/** Tokens an attacker (or a clock) could produce, for the auth and matrix tests. */
export interface TokenSubject {
  _id: string;
  email: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

export function accessTokenFor(
  user: TokenSubject,
  options: { secret?: string; algorithm?: jwt.Algorithm; expiresIn?: number } = {},
): string {
  return jwt.sign({ email: user.email }, options.secret ?? DEV_JWT_SECRET, {
    algorithm: options.algorithm ?? 'HS256',
    subject: user._id,
    expiresIn: options.expiresIn ?? 900,
  });
}

export const forgedToken = (user: TokenSubject) =>
  accessTokenFor(user, { secret: 'not-the-server-secret-but-long-enough-000' });

export const expiredToken = (user: TokenSubject) =>
  jwt.sign({ email: user.email, iat: now() - 3600, exp: now() - 60 }, DEV_JWT_SECRET, {
    algorithm: 'HS256',
    subject: user._id,
  });

export const hs512Token = (user: TokenSubject) => accessTokenFor(user, { algorithm: 'HS512' });

/** `alg: none`: no signature at all. */
export const unsignedToken = (user: TokenSubject) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user._id, email: user.email, iat: now(), exp: now() + 900 })}.`;

/** RS256 with an attacker's key pair. */
export function rs256Token(user: TokenSubject): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return jwt.sign({ email: user.email }, privateKey, { algorithm: 'RS256', subject: user._id });
}

/**
 * A Firebase ID token as the emulator issues them (unsigned), with chosen times: the emulator
 * cannot be asked for an expired one.
 */
export function emulatorIdToken(uid: string, email: string, times: { iat: number; exp: number }) {
  const payload = {
    iss: `https://securetoken.google.com/${TEST_FIREBASE_PROJECT_ID}`,
    aud: TEST_FIREBASE_PROJECT_ID,
    auth_time: times.iat,
    user_id: uid,
    sub: uid,
    iat: times.iat,
    exp: times.exp,
    email,
    email_verified: false,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}
