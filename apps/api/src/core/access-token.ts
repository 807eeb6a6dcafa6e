import jwt from 'jsonwebtoken';
import { AccessTokenClaimsSchema, type AccessTokenClaims, errorMessages } from '@reride/shared';
import { AppError } from './app-error';

/** Pinned on both sides: `none`, RS256 with our secret as a key, HS512… are all refused. */
const ALGORITHM = 'HS256';

/** The part of the process settings that signs and checks access tokens. */
export interface AccessTokenSettings {
  JWT_SECRET: string;
  JWT_TTL_SECONDS: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signAccessToken(
  user: { _id: string; email: string },
  config: AccessTokenSettings,
  now: Date,
): string {
  return jwt.sign({ email: user.email, iat: seconds(now) }, config.JWT_SECRET, {
    algorithm: ALGORITHM,
    subject: user._id,
    expiresIn: config.JWT_TTL_SECONDS,
  });
}

/** The claims of a valid token, or AppError UNAUTHENTICATED. */
export function verifyAccessToken(
  token: string,
  config: AccessTokenSettings,
  now: Date,
): AccessTokenClaims {
  let payload: unknown;
  try {
    payload = jwt.verify(token, config.JWT_SECRET, {
      algorithms: [ALGORITHM],
      clockTimestamp: seconds(now),
    });
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new AppError(
      'UNAUTHENTICATED',
      expired ? errorMessages.errors.tokenExpired : errorMessages.errors.unauthenticated,
    );
  }
  const claims = AccessTokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw new AppError('UNAUTHENTICATED', errorMessages.errors.unauthenticated);
  return claims.data;
}
