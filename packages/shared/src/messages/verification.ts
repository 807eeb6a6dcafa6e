// A seller's Verified badge and its two criteria: a phone confirmed by a one-time code and an
// administrator's check (docs/domain.md#seller-verification).

export const verificationMessages = {
  verification: {
    // The API's refusals
    tokenInvalid: 'That phone confirmation did not work: send a new code and try again',
    tokenExpired: 'That phone confirmation is too old: send a new code and try again',
    tokenWithoutPhone: 'That sign-in carries no phone number: confirm your phone with a code',
    tokenNotYours: 'That phone confirmation belongs to another account',
    phoneTaken: 'This phone number is already confirmed on another ReRide account',
    phoneNotConfirmed:
      'This seller has not confirmed a phone number yet: they must confirm it before the check',
    alreadyChecked: 'This seller is already checked',
    notVerified: 'This seller is not verified: there is nothing to withdraw',
    notSeller: 'Only sellers can be verified',
    reasonRequired: 'Give a reason',
    reasonTooLong: 'Keep the reason under 500 characters',
    // The badge beside a seller's name
    phoneConfirmed: 'Phone confirmed',
    checkedByReRide: 'Checked by ReRide',
    // The account settings' "Verify your phone"
    sectionTitle: 'Verify your phone',
    sectionLead:
      'Sellers earn the Verified badge with a confirmed phone number and a check by ReRide. We send a 6-digit code by SMS; the number stays private.',
    phoneLabel: 'Phone number (with country code)',
    phoneInvalid: 'Enter the number with its country code, e.g. +8801712345678',
    sendCode: 'Send code',
    sendingCode: 'Sending…',
    codeLabel: '6-digit code',
    codeFormLabel: 'Enter the code we sent',
    codeInvalid: 'Enter the 6 digits of the code',
    confirm: 'Confirm',
    confirming: 'Confirming…',
    changeNumber: 'Use another number',
    sendFailed: "We couldn't send the code: check the number and try again",
    codeRejected: 'That code is wrong or expired: try again or send a new one',
    confirmed: 'Phone confirmed',
    confirmedNumber: (number: string) => `Confirmed: ${number}`,
    awaitingCheck: 'Waiting for the check by ReRide',
    verified: 'You are a Verified seller',
    withdrawn: (reason: string) => `Your verification was withdrawn. Reason: ${reason}`,
    // The administrators' All Sellers page
    check: 'Check seller',
    checked: 'Seller checked',
    withdraw: 'Withdraw verification',
    withdrawTitle: (name: string) => `Withdraw the verification of ${name}`,
    withdrawLead: 'They lose the Verified badge and are told the reason by notification and email.',
    withdrawnToast: 'Verification withdrawn',
    reasonLabel: 'Reason',
    phoneMissing: 'Phone not confirmed',
    withdrawnBadge: 'Withdrawn',
  },
} as const;
