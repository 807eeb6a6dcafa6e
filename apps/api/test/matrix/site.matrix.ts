import { ADMIN_ONLY, PUBLIC, statuses, type MatrixRow } from './authorization-matrix';

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'sendContactMessage',
    // Anyone may write, signed in or not.
    expect: statuses(
      { anonymous: 201, buyer: 201, seller: 201, anotherSeller: 201, admin: 201, removedUser: 201 },
      201,
    ),
    request: () => ({
      body: {
        name: 'Matrix Visitor',
        email: 'visitor@example.com',
        topic: 'question',
        message: 'How does buyer protection work?',
      },
    }),
  },
  { endpoint: 'listContactMessages', expect: ADMIN_ONLY },
  { endpoint: 'getMarketplaceRules', expect: PUBLIC },
];
