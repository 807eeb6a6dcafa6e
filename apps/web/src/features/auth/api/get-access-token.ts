import { callApi } from '../../../lib/api-client';

/** GET /jwt: trades a Firebase ID token for our access token (404 when not registered yet). */
export async function getAccessToken(email: string, idToken: string): Promise<string> {
  const { accessToken } = await callApi('getAccessToken', {
    query: { email },
    auth: { idToken },
  });
  return accessToken;
}
