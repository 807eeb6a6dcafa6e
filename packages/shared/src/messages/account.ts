// The texts of getting into an account and of the pages it may open: the no-access page a
// signed-in user meets on another role's page, and resetting a forgotten password.
import type { Role } from '../users';

/** How a page names the people of each role ("This page is for sellers"). */
const ROLE_PEOPLE: Record<Role, string> = {
  Buyer: 'buyers',
  Seller: 'sellers',
  Admin: 'administrators',
};

const ROLE_ONE: Record<Role, string> = {
  Buyer: 'a buyer',
  Seller: 'a seller',
  Admin: 'an administrator',
};

export const accountMessages = {
  /** The hint under a new password's field (sign-up and reset). */
  passwordRules: 'At least 6 characters, with an uppercase letter, a number and one of ! @ # $ & *',
  /** A signed-in user on a page of a role they do not hold (docs/domain.md#screens). */
  noAccess: {
    title: 'No access',
    forRole: (page: Role, held: Role) =>
      `This page is for ${ROLE_PEOPLE[page]}. You are signed in as ${ROLE_ONE[held]}.`,
    toDashboard: 'Go to your dashboard',
  },
  /** `/dashboard/account`: a person's own settings (docs/domain.md#accounts). */
  settings: {
    title: 'Account settings',
    lead: 'How you appear to others on ReRide, and how we reach you.',
    name: 'Display name',
    email: 'Email',
    emailHint: 'Your sign-in email cannot be changed here.',
    phone: 'Phone',
    phoneHint: 'Private: never shown on your listings or in your messages.',
    city: 'City',
    noCity: 'Not set',
    save: 'Save changes',
    saving: 'Saving…',
    saved: 'Your settings are saved.',
    roles: 'Your roles',
  },
  /** A buyer who starts selling with the same account. */
  becomeSeller: {
    title: 'Sell on ReRide',
    lead: 'Keep this account and start listing bikes. Your orders, wishlist and messages stay as they are.',
    action: 'Become a seller',
    working: 'Setting up…',
    confirmTitle: 'Become a seller?',
    confirmBody:
      'You will be able to list bikes from this account, and buyers will see your name on your listings. You keep buying as before.',
    confirm: 'Yes, become a seller',
    keep: 'Not now',
    done: 'You are now a seller. List your first bike.',
    already: 'You can already sell with this account.',
    adminsDoNot: 'Administrator accounts do not sell bikes.',
    /** On the administrators' lists: the account's other role. */
    alsoHolds: { Buyer: 'Also buys', Seller: 'Also sells', Admin: 'Administrator' },
  },
  /** "Forgot password?" and the page that sets the new one. */
  passwordReset: {
    link: 'Forgot password?',
    title: 'Reset your password',
    lead: "Enter the email of your account and we'll send you a link to choose a new password.",
    submit: 'Send reset link',
    /** Said whatever the email: the page never tells whether an account exists. */
    sent: "If an account exists for that email, we've sent a link to reset the password.",
    backToLogin: 'Back to login',
    newTitle: 'Choose a new password',
    newSubmit: 'Save new password',
    done: 'Your password has been changed. You can log in with it now.',
    linkInvalid: 'This reset link is invalid or has already been used. Ask for a new one.',
    linkExpired: 'This reset link has expired. Ask for a new one.',
  },
} as const;
