import type { Role, User } from '@reride/shared';
import { jsonResponse } from './api-server';

/** A user of this role as the API answers it. */
export function makeUser(userType: Role, email = 'rider@example.com'): User {
  return {
    _id: '64b000000000000000000001',
    name: 'Rider',
    email,
    userType,
    verified: false,
    createdAt: '2024-01-01T00:00:00.000Z',
  };
}

/** GET /users/me as the API answers it for a signed-in user of this role. */
export function meResponse(userType: Role, email = 'rider@example.com'): Response {
  return jsonResponse(makeUser(userType, email));
}
