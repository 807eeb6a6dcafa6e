import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_TOPICS,
} from './constants';
import { EmailSchema, IsoDateTimeSchema, ObjectIdSchema, PersonNameSchema } from './common';
import { commonMessages, siteMessages } from './messages';

const c = siteMessages.contact;

/** The deal's timers and the platform's fee (docs/domain.md#orders), as the Help page states them. */
export const MarketplaceRulesSchema = z
  .object({
    /** An unpaid booking ends this many hours after it was made. */
    bookingExpiryHours: z.number().int().positive(),
    /** A paid order completes by itself this many days after payment: the dispute window. */
    orderAutoCompleteDays: z.number().int().positive(),
    /** An offer or a counter-offer lapses this many hours after it was made. */
    offerTtlHours: z.number().int().positive(),
    /** The platform's share of a sale, taken from the seller's earnings. */
    platformFeePercent: z.number().min(0).max(100),
  })
  .meta({ id: 'MarketplaceRules' });
export type MarketplaceRules = z.infer<typeof MarketplaceRulesSchema>;

export const ContactTopicSchema = z.enum(CONTACT_TOPICS);
export type ContactTopic = z.infer<typeof ContactTopicSchema>;

/** POST /contact-messages: a visitor writes with their own email, a signed-in user too. */
export const ContactMessageBodySchema = z
  .object({
    name: PersonNameSchema,
    email: EmailSchema,
    topic: ContactTopicSchema,
    message: z
      .string({ error: commonMessages.validation.requiredField })
      .trim()
      .min(CONTACT_MESSAGE_MIN_LENGTH, c.messageTooShort)
      .max(CONTACT_MESSAGE_MAX_LENGTH, c.messageTooLong),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;
export type ContactMessageBodyInput = z.input<typeof ContactMessageBodySchema>;

/** A stored contact message as administrators read it (GET /contact-messages). */
export const ContactMessageSchema = ContactMessageBodySchema.extend({
  _id: ObjectIdSchema,
  /** The signed-in sender's account, when they were signed in. */
  userId: ObjectIdSchema.nullable(),
  createdAt: IsoDateTimeSchema,
}).meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListSchema = z.array(ContactMessageSchema);
