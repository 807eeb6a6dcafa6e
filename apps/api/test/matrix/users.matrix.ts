import { ObjectId } from 'mongodb';
import { ADMIN_ONLY, ANY_USER, PUBLIC, statuses, type MatrixRow } from './authorization-matrix';

/** Firebase endpoints: any Firebase identity is enough, a removed account is refused. */
const FIREBASE = statuses({
  anonymous: 401,
  buyer: 200,
  seller: 200,
  anotherSeller: 200,
  admin: 200,
  removedUser: 403,
});

/** Role questions about `seller`: only the seller themself or an admin may ask. */
const ABOUT_SELLER = statuses({
  anonymous: 401,
  buyer: 403,
  seller: 200,
  anotherSeller: 403,
  admin: 200,
  removedUser: 401,
});

const roleRow = (endpoint: MatrixRow['endpoint']): MatrixRow => ({
  endpoint,
  expect: ABOUT_SELLER,
  request: (fx) => ({ query: { email: fx.seller.email } }),
});

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'getAccessToken',
    expect: FIREBASE,
    request: (fx, caller) => ({ query: { email: fx.ownEmail(caller) } }),
  },
  {
    endpoint: 'createUser',
    expect: FIREBASE,
    request: () => ({ body: { name: 'Matrix Caller' } }),
  },
  { endpoint: 'getMe', expect: ANY_USER },
  {
    endpoint: 'getUserProfile',
    expect: PUBLIC,
    request: (fx) => ({ params: { id: fx.seller.user._id } }),
  },
  { endpoint: 'getProfileSitemap', expect: PUBLIC },
  { endpoint: 'listTodos', expect: ANY_USER },
  { endpoint: 'downloadMyData', expect: ANY_USER },
  {
    // A wrong confirmation, so the row deletes nobody: past the guards it is refused with 400.
    endpoint: 'deleteAccount',
    expect: statuses({
      anonymous: 401,
      buyer: 400,
      seller: 400,
      anotherSeller: 400,
      admin: 400,
      removedUser: 401,
    }),
    request: () => ({ body: { confirm: 'delete' } }),
  },
  {
    endpoint: 'updateAccount',
    expect: ANY_USER,
    request: () => ({ body: { name: 'Matrix Caller', phone: '', city: '' } }),
  },
  {
    // Not a token, so the row confirms nobody's phone: past the guards it is refused with 400.
    endpoint: 'confirmPhone',
    expect: statuses({
      anonymous: 401,
      buyer: 400,
      seller: 400,
      anotherSeller: 400,
      admin: 400,
      removedUser: 401,
    }),
    request: () => ({ body: { idToken: 'not-a-token' } }),
  },
  {
    endpoint: 'becomeSeller',
    expect: statuses({
      anonymous: 401,
      buyer: 200,
      seller: 200,
      anotherSeller: 200,
      admin: 409,
      removedUser: 401,
    }),
    // The buyer is made a buyer only again before every call, so the rows after this one meet
    // the buyer they expect.
    request: async (fx) => {
      await fx.t.db
        .collection('users')
        .updateOne({ email: fx.buyer.email }, { $set: { roles: ['Buyer'], userType: 'Buyer' } });
      return {};
    },
  },
  roleRow('isAdmin'),
  roleRow('isBuyer'),
  roleRow('isSeller'),
  roleRow('isSellerVerified'),
  { endpoint: 'listBuyers', expect: ADMIN_ONLY },
  { endpoint: 'listSellers', expect: ADMIN_ONLY },
  {
    // A fresh seller with a confirmed phone, so only the guards decide.
    endpoint: 'verifySeller',
    expect: ADMIN_ONLY,
    request: async (fx) => {
      const { _id } = await fx.insertUser('Seller');
      const phone = { number: `+1555${_id.slice(-7)}`, confirmedAt: new Date() };
      await fx.t.db
        .collection('users')
        .updateOne(
          { _id: new ObjectId(_id) },
          { $set: { verification: { phone, adminCheck: null } } },
        );
      return { params: { id: _id } };
    },
  },
  {
    // A fresh verified seller, so only the guards decide.
    endpoint: 'withdrawVerification',
    expect: ADMIN_ONLY,
    request: async (fx) => {
      const { _id } = await fx.insertUser('Seller');
      const at = new Date();
      const verification = {
        phone: { number: `+1555${_id.slice(-7)}`, confirmedAt: at },
        adminCheck: { by: null, at },
      };
      await fx.t.db
        .collection('users')
        .updateOne({ _id: new ObjectId(_id) }, { $set: { verified: true, verification } });
      return { params: { id: _id }, body: { reason: 'Matrix withdrawal' } };
    },
  },
  {
    endpoint: 'removeSeller',
    expect: ADMIN_ONLY,
    request: async (fx) => ({ params: { id: (await fx.insertUser('Seller'))._id } }),
  },
  {
    endpoint: 'removeBuyer',
    expect: ADMIN_ONLY,
    request: async (fx) => ({ params: { id: (await fx.insertUser('Buyer'))._id } }),
  },
  {
    endpoint: 'warnUser',
    expect: ADMIN_ONLY,
    request: async (fx) => ({
      params: { id: (await fx.insertUser('Buyer'))._id },
      body: { reason: 'Matrix warning' },
    }),
  },
  {
    endpoint: 'suspendUser',
    expect: ADMIN_ONLY,
    request: async (fx) => ({
      params: { id: (await fx.insertUser('Seller'))._id },
      body: { reason: 'Matrix suspension', days: 1 },
    }),
  },
  {
    endpoint: 'liftSuspension',
    expect: ADMIN_ONLY,
    // A fresh seller suspended in the database, so only the guards decide.
    request: async (fx) => {
      const { _id } = await fx.insertUser('Seller');
      const until = new Date(Date.now() + 86_400_000);
      await fx.t.db
        .collection('users')
        .updateOne(
          { _id: new ObjectId(_id) },
          { $set: { suspension: { reason: 'Matrix', at: new Date(), until } } },
        );
      return { params: { id: _id }, body: { reason: 'Matrix lift' } };
    },
  },
  { endpoint: 'getMySanction', expect: ANY_USER },
  { endpoint: 'acknowledgeWarning', expect: ANY_USER },
];
