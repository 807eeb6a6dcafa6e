import { z } from 'zod';
import { IsoDateTimeSchema } from './common';
import { verificationMessages } from './messages';

const m = verificationMessages.verification;

export const VERIFICATION_REASON_MAX = 500;

/**
 * POST /users/me/phone-verification: a Firebase ID token from a phone sign-in (or a phone linked
 * to the caller's own Firebase account) whose claims carry `phone_number`; the number is taken
 * from the verified token only, never from the client (docs/domain.md#seller-verification).
 */
export const PhoneVerificationBodySchema = z.strictObject({
  idToken: z.string({ error: m.tokenInvalid }).min(1, m.tokenInvalid).max(8192, m.tokenInvalid),
});
export type PhoneVerificationBody = z.infer<typeof PhoneVerificationBodySchema>;

/** POST /sellers/:id/verification/withdrawal: why; the seller is told it. */
export const WithdrawVerificationBodySchema = z.strictObject({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(VERIFICATION_REASON_MAX, m.reasonTooLong),
});
export type WithdrawVerificationBody = z.infer<typeof WithdrawVerificationBodySchema>;

/**
 * The criteria of the Verified badge as the seller and the administrators see them: the
 * confirmed phone, the administrator's check and its withdrawal. Verified = phone and check
 * present, not withdrawn. Who checked or withdrew is in the audit log.
 */
export const SellerVerificationSchema = z
  .object({
    phone: z.object({ number: z.string(), confirmedAt: IsoDateTimeSchema }).nullable(),
    adminCheck: z.object({ at: IsoDateTimeSchema }).nullable(),
    withdrawn: z.object({ at: IsoDateTimeSchema, reason: z.string() }).nullable(),
  })
  .meta({ id: 'SellerVerification' });
export type SellerVerification = z.infer<typeof SellerVerificationSchema>;

/**
 * What anyone sees beside the badge: which criteria hold, never the number. `numberConfirmed`:
 * a phone number confirmed by a one-time code (named so no contact field seems to leave).
 */
export const PublicVerificationSchema = z
  .strictObject({ numberConfirmed: z.boolean(), checkedByReRide: z.boolean() })
  .meta({ id: 'PublicVerification' });
export type PublicVerification = z.infer<typeof PublicVerificationSchema>;

/** The answer of the verification endpoints: the criteria and the badge they make. */
export const VerificationStateSchema = z
  .object({ verified: z.boolean(), verification: SellerVerificationSchema })
  .meta({ id: 'VerificationState' });
export type VerificationState = z.infer<typeof VerificationStateSchema>;

/** "Verify your phone": the number as Firebase takes it (E.164: +, country code, number). */
export const PhoneNumberFormSchema = z.strictObject({
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, m.phoneInvalid),
});
export type PhoneNumberForm = z.infer<typeof PhoneNumberFormSchema>;

/** The one-time code of the SMS. */
export const PhoneCodeFormSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, m.codeInvalid),
});
export type PhoneCodeForm = z.infer<typeof PhoneCodeFormSchema>;
