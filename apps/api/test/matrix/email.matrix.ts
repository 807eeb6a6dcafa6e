import { DEFAULT_EMAIL_SETTINGS } from '@reride/shared';
import { ANY_USER, type MatrixRow } from './authorization-matrix';

/** Every signed-in user has their own email settings. */
export const matrixRows: MatrixRow[] = [
  { endpoint: 'getEmailSettings', expect: ANY_USER },
  {
    endpoint: 'updateEmailSettings',
    expect: ANY_USER,
    request: () => ({ body: { ...DEFAULT_EMAIL_SETTINGS, wishlist: true } }),
  },
];
