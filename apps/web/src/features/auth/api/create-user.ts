import type { UserType } from '@reride/shared';
import { callApi } from '../../../lib/api-client';

export interface CreateUserInput {
  name: string;
  userType: UserType;
}

/**
 * POST /users with the Firebase ID token: registers the signed-in Firebase user. The server takes
 * the email from the token and leaves an existing user untouched (Google sign-in sends it every time).
 */
export function createUser(body: CreateUserInput, idToken: string) {
  return callApi('createUser', { body, auth: { idToken } });
}
