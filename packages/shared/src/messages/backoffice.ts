// The administrators' back office: the audit log (docs/domain.md#audit-log).

export const backofficeMessages = {
  audit: {
    title: 'Audit log',
    lead: 'Every decision an administrator made: who, what, to which record and when. The newest first.',
    actionInvalid: 'An action looks like bike or bike.delete',
    actor: 'Administrator (email)',
    action: 'Action',
    actionHint: 'bike.delete, or bike for every action on bikes',
    target: 'Record id',
    search: 'Search',
    clear: 'Clear',
    empty: 'No decision matches these filters.',
    emptyAll: 'No administrator has decided anything yet.',
    loadFailed: "We couldn't load the audit log",
    operatorTool: 'operator tool',
  },
} as const;
