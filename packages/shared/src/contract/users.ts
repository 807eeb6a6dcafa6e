import { TodoListSchema } from '../todos';
import { AccountDataSchema, DeleteAccountBodySchema } from '../account-data';
import {
  DeleteResultSchema,
  EmailQuerySchema,
  IdParamsSchema,
  ListQuerySchema,
  ModifyResultSchema,
} from '../common';
import { ProfileSitemapSchema, PublicProfileSchema } from '../profiles';
import {
  AccessTokenResponseSchema,
  AccountSchema,
  AccountSettingsFormSchema,
  CreateUserBodySchema,
  CreateUserResponseSchema,
  IsAdminResponseSchema,
  IsBuyerResponseSchema,
  IsSellerResponseSchema,
  IsSellerVerifiedResponseSchema,
  SetProfilePhotoBodySchema,
  UserListSchema,
} from '../users';
import { userRoutes } from '../routes/users';
import { endpoints } from './endpoint';

export const userEndpoints = endpoints(userRoutes, {
  getAccessToken: {
    tag: 'identity',
    summary: 'Exchange a Firebase ID token for an access token',
    query: EmailQuerySchema,
    response: AccessTokenResponseSchema,
  },
  createUser: {
    tag: 'identity',
    summary: 'Register the signed-in Firebase user',
    body: CreateUserBodySchema,
    response: CreateUserResponseSchema,
  },
  getMe: {
    tag: 'identity',
    summary: 'The caller, with their private settings',
    response: AccountSchema,
  },
  updateAccount: {
    tag: 'identity',
    summary: "Change the caller's name, phone and city",
    body: AccountSettingsFormSchema,
    response: AccountSchema,
  },
  setProfilePhoto: {
    tag: 'identity',
    summary: "Set the caller's profile photo to a photo they uploaded with POST /images/avatar",
    body: SetProfilePhotoBodySchema,
    response: AccountSchema,
  },
  removeProfilePhoto: {
    tag: 'identity',
    summary: "Remove the caller's profile photo (their initials are shown instead)",
    response: AccountSchema,
  },
  becomeSeller: {
    tag: 'identity',
    summary: 'A buyer also becomes a seller, keeping their account',
    response: AccountSchema,
  },
  downloadMyData: {
    tag: 'identity',
    summary: 'Everything ReRide holds about the caller, as one JSON file',
    response: AccountDataSchema,
  },
  deleteAccount: {
    tag: 'identity',
    summary: "Delete the caller's account: their personal data erased, what others need kept",
    body: DeleteAccountBodySchema,
    response: DeleteResultSchema,
  },
  listTodos: {
    tag: 'identity',
    summary: "What waits for the caller: the Overview's to-dos, by kind and count",
    response: TodoListSchema,
  },
  getUserProfile: {
    tag: 'identity',
    summary:
      "A person's public profile: name, city, member since, verified, completed sales and a page of their listed bikes (never email or phone)",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: PublicProfileSchema,
  },
  getProfileSitemap: {
    tag: 'identity',
    summary:
      'Ids of the people with at least one listed bike (never a removed one), for the sitemap of profile pages',
    response: ProfileSitemapSchema,
  },
  isAdmin: {
    tag: 'roles',
    summary: 'Is this email an admin',
    query: EmailQuerySchema,
    response: IsAdminResponseSchema,
  },
  isBuyer: {
    tag: 'roles',
    summary: 'Is this email a buyer',
    query: EmailQuerySchema,
    response: IsBuyerResponseSchema,
  },
  isSeller: {
    tag: 'roles',
    summary: 'Is this email a seller',
    query: EmailQuerySchema,
    response: IsSellerResponseSchema,
  },
  isSellerVerified: {
    tag: 'roles',
    summary: 'Is this seller verified',
    query: EmailQuerySchema,
    response: IsSellerVerifiedResponseSchema,
  },
  listBuyers: {
    tag: 'admin',
    summary: 'All buyers',
    query: ListQuerySchema,
    response: UserListSchema,
  },
  listSellers: {
    tag: 'admin',
    summary: 'All sellers',
    query: ListQuerySchema,
    response: UserListSchema,
  },
  verifySeller: {
    tag: 'admin',
    summary: 'Verify a seller',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  removeSeller: {
    tag: 'admin',
    summary: 'Remove a seller',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  },
  removeBuyer: {
    tag: 'admin',
    summary: 'Remove a buyer',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  },
});
