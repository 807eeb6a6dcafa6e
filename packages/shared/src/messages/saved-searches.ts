// Saved searches and their alerts (docs/domain.md#alerts).

export const savedSearchMessages = {
  save: 'Save this search',
  saving: 'Saving…',
  saved: 'Search saved: we will tell you about new matches',
  signInToSave: 'Sign in to save this search',
  frequencyLegend: 'Tell me',
  frequency: {
    instant: 'As soon as a bike matches',
    daily: 'Once a day, in one email',
  },
  pageTitle: 'Saved searches',
  navLabel: 'Saved searches',
  empty: 'No saved searches yet',
  emptyDescription: 'Search for bikes, then choose “Save this search” to hear about new matches.',
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  rename: 'Rename',
  delete: 'Delete',
  deleteConfirm: (name: string) => `Delete the saved search “${name}”?`,
  deleted: 'Saved search deleted',
  runSearch: 'See the bikes',
  anyBike: 'Any bike',
  full: 'You already keep 20 saved searches: delete one before saving another',
  notFound: 'Saved search not found',
  nameEmpty: 'A name must not be empty',
  nameTooLong: 'A name must be at most 80 characters long',
  unsubscribe: {
    title: 'Unsubscribe from an alert',
    confirm: (name: string) => `Stop the emails of your saved search “${name}”?`,
    button: 'Unsubscribe',
    done: (name: string) => `Done: “${name}” is paused and sends no more emails.`,
    invalid: 'This unsubscribe link is not valid',
    expired: 'This unsubscribe link has expired: pause the search from your saved searches instead',
    missing: 'This unsubscribe link has no token',
    footer: 'Stop these emails:',
  },
  /** The alert of one new match (bell, live and email). */
  alertTitle: (search: string) => `New match for “${search}”`,
  alertBody: (bike: string, price: string) => `${bike} is listed for ${price}.`,
  alertAction: 'See the bike',
  digestSubject: (count: number) =>
    count === 1
      ? '1 new bike for your saved searches'
      : `${count} new bikes for your saved searches`,
  digestTitle: 'New bikes for your saved searches',
} as const;
