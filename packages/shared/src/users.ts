import { z } from 'zod';
import { LOCATIONS, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from './constants';
import { LocationSchema } from './bikes';
import {
  EmailSchema,
  IsoDateTimeSchema,
  ObjectIdSchema,
  PersonNameSchema,
  PhoneSchema,
  namedWithList,
} from './common';
import { commonMessages } from './messages';
import { SellerVerificationSchema } from './seller-verification';

const v = commonMessages.validation;

/** What a person may choose at sign-up. */
export const USER_TYPES = ['Buyer', 'Seller'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

/** What the database may hold: Admin is granted by operators only (docs/domain.md#identity). */
export const ROLES = ['Buyer', 'Seller', 'Admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * `roles` is every role the account holds (a buyer who became a seller holds both); `userType`
 * is the highest of them (Admin, then Seller, then Buyer), the one a page names them by.
 */
export const [UserSchema, UserListSchema] = namedWithList('User', {
  _id: ObjectIdSchema,
  name: z.string(),
  email: z.string(),
  userType: RoleSchema,
  roles: z.array(RoleSchema),
  verified: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

/**
 * A profile photo: an image the person uploaded through `POST /images/avatar` (square), and
 * where it is served (`?size=card` for the small one). Public: shown on their profile and bikes.
 */
export const ProfilePhotoSchema = z.object({ id: ObjectIdSchema, url: z.string() });
export type ProfilePhoto = z.infer<typeof ProfilePhotoSchema>;

/** The caller's own account: what only they (and the order rules) may read. */
export const AccountSchema = UserSchema.extend({
  phone: z.string().nullable(),
  city: z.enum(LOCATIONS).nullable(),
  photo: ProfilePhotoSchema.nullable(),
  /** The criteria of their Verified badge (docs/domain.md#seller-verification). */
  verification: SellerVerificationSchema,
});
export type Account = z.infer<typeof AccountSchema>;

/**
 * PATCH /users/me (`/dashboard/account`). Strict: roles, email and verification are never
 * changed here. An empty phone or city clears it.
 */
export const AccountSettingsFormSchema = z
  .object({
    name: PersonNameSchema,
    phone: z.union([z.literal(''), PhoneSchema]),
    city: z.union([z.literal(''), LocationSchema]),
  })
  .strict();
export type AccountSettingsFormInput = z.input<typeof AccountSettingsFormSchema>;
export type AccountSettingsForm = z.infer<typeof AccountSettingsFormSchema>;

/** PUT /users/me/photo: the id `POST /images/avatar` answered; only the caller's own upload. */
export const SetProfilePhotoBodySchema = z.strictObject({ imageId: ObjectIdSchema });
export type SetProfilePhotoBody = z.infer<typeof SetProfilePhotoBodySchema>;

/** Email and password rules of docs/domain.md#validation, shared by Login and Sign Up. */
const PasswordRequiredSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, v.passwordMinLength);

export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: PasswordRequiredSchema,
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const SignUpFormSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordRequiredSchema.regex(PASSWORD_PATTERN, v.passwordPattern),
  userType: UserTypeSchema.default('Buyer'),
});
export type SignUpFormInput = z.input<typeof SignUpFormSchema>;
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** "Forgot password?": where Firebase sends the reset link. */
export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** The password chosen through a reset link follows the sign-up rules. */
export const NewPasswordFormSchema = z.object({ password: SignUpFormSchema.shape.password });
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/**
 * POST /users. The email comes from the verified Firebase token; one sent here must match it.
 * Strict: `verified`, `role` or any other field is refused, never silently stored.
 */
export const CreateUserBodySchema = z
  .object({
    name: PersonNameSchema,
    email: EmailSchema.optional(),
    userType: UserTypeSchema.default('Buyer'),
  })
  .strict();
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const CreateUserResponseSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: ObjectIdSchema.nullable(),
  user: UserSchema,
});

export const AccessTokenResponseSchema = z.object({ accessToken: z.string() });

export const IsAdminResponseSchema = z.object({ isAdmin: z.boolean() });
export const IsBuyerResponseSchema = z.object({ isBuyer: z.boolean() });
export const IsSellerResponseSchema = z.object({ isSeller: z.boolean() });
export const IsSellerVerifiedResponseSchema = z.object({ isSellerVerified: z.boolean() });

/** The claims of our own access token (HS256). `sub` is the user id. */
export const AccessTokenClaimsSchema = z.object({
  sub: ObjectIdSchema,
  email: z.string(),
  /** Seconds since the epoch. Required: a token without it would never expire, nor its streams. */
  exp: z.number().int().positive(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
