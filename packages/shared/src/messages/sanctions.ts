// Administrators' sanctions on a person: a warning, a suspension for a while, its early lift
// (docs/domain.md#sanctions). The dates are the caller's to format: the API gives ISO times.

/** The periods an administrator picks from, besides "until a date". */
const DAY_LABELS: Record<number, string> = { 1: '1 day', 3: '3 days', 7: '7 days', 30: '30 days' };

export const sanctionMessages = {
  sanctions: {
    /** The 403 of every action a suspended person may not take, naming its end. */
    suspended: (until: string) =>
      `Your account is suspended until ${until}: you cannot list bikes, book, send messages or make and answer offers until then`,
    reasonRequired: 'Give a reason of at least 3 characters',
    reasonTooLong: 'Keep the reason under 500 characters',
    untilInPast: 'Choose an end in the future',
    untilRequired: 'Choose the last day of the suspension',
    untilTooFar: 'A suspension lasts a year at most',
    removed: 'This user was removed: nothing more can be decided about them',
    alreadySuspended: 'This user is already suspended: lift the suspension first',
    notSuspended: 'This user is not suspended',
    // The person's own dashboard
    bannerTitle: 'Your account is suspended',
    bannerBody: (until: string) =>
      `Until ${until} you can still sign in, see your orders, pay for accepted bookings and finish handovers, but you cannot list bikes, book, send messages or make and answer offers.`,
    reasonLabel: 'Reason',
    warningTitle: 'A warning from ReRide',
    warningAcknowledge: 'I understand',
    warningAcknowledged: 'Warning dismissed',
    // The administrators' user pages
    sanctionColumn: 'Sanction',
    none: 'None',
    suspendedUntil: (until: string) => `Suspended until ${until}`,
    warnedOn: (at: string) => `Warned on ${at}`,
    warn: 'Warn',
    suspend: 'Suspend',
    lift: 'Lift suspension',
    warnTitle: (name: string) => `Warn ${name}`,
    suspendTitle: (name: string) => `Suspend ${name}`,
    liftTitle: (name: string) => `Lift the suspension of ${name}`,
    warnLead: 'They will see this warning and its reason on their dashboard and by email.',
    suspendLead:
      'While suspended they cannot list bikes, book, send messages or make and answer offers. They will see the reason and the end on their dashboard and by email.',
    liftLead: 'They may list, book, message and make offers again at once.',
    reason: 'Reason (the user sees it)',
    period: 'For how long',
    periodDays: (days: number) => DAY_LABELS[days] ?? `${days} days`,
    periodUntil: 'Until a date',
    untilDate: 'End date',
    confirmWarn: 'Send the warning',
    confirmSuspend: 'Suspend',
    confirmLift: 'Lift the suspension',
    cancel: 'Cancel',
    warned: (name: string) => `${name} was warned`,
    suspendedToast: (name: string) => `${name} is suspended`,
    lifted: (name: string) => `The suspension of ${name} was lifted`,
  },
} as const;
