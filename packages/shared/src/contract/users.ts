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
} from '../users';
import {
  ManagedUserListSchema,
  SanctionReasonBodySchema,
  SanctionSchema,
  SuspendUserBodySchema,
} from '../sanctions';
import {
  PhoneVerificationBodySchema,
  VerificationStateSchema,
  WithdrawVerificationBodySchema,
} from '../seller-verification';
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
  confirmPhone: {
    tag: 'identity',
    summary:
      "Confirm the caller's phone with a Firebase phone sign-in's ID token (a criterion of Verified)",
    body: PhoneVerificationBodySchema,
    response: VerificationStateSchema,
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
    summary: 'All buyers, with their sanction now',
    query: ListQuerySchema,
    response: ManagedUserListSchema,
  },
  listSellers: {
    tag: 'admin',
    summary: 'All sellers, with their sanction now',
    query: ListQuerySchema,
    response: ManagedUserListSchema,
  },
  verifySeller: {
    tag: 'admin',
    summary:
      "Check a seller (the administrator's criterion of Verified); 409 until their phone is confirmed",
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  withdrawVerification: {
    tag: 'admin',
    summary: "Withdraw a verified seller's badge, with a reason they are told",
    params: IdParamsSchema,
    body: WithdrawVerificationBodySchema,
    response: VerificationStateSchema,
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
  warnUser: {
    tag: 'admin',
    summary: 'Warn a buyer or seller, with a reason they see',
    params: IdParamsSchema,
    body: SanctionReasonBodySchema,
    response: SanctionSchema,
  },
  suspendUser: {
    tag: 'admin',
    summary:
      'Suspend a buyer or seller for 1, 3, 7 or 30 days or until a date, with a reason they see',
    params: IdParamsSchema,
    body: SuspendUserBodySchema,
    response: SanctionSchema,
  },
  liftSuspension: {
    tag: 'admin',
    summary: 'End a running suspension early, with a reason',
    params: IdParamsSchema,
    body: SanctionReasonBodySchema,
    response: SanctionSchema,
  },
  getMySanction: {
    tag: 'identity',
    summary: "The caller's running suspension and not yet dismissed warning",
    response: SanctionSchema,
  },
  acknowledgeWarning: {
    tag: 'identity',
    summary: "Dismiss the caller's warning",
    response: SanctionSchema,
  },
});
