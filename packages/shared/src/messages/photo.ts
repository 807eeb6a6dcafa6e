// A person's profile photo, shown wherever they appear: a file of its own, so a page showing an
// avatar loads these lines alone (docs/decisions/011-javascript-budgets-without-the-framework.md).

/** The profile photo of Account settings, shown on the profile, bikes and the sidebar. */
export const photoMessages = {
  label: 'Profile photo',
  hint: 'Shown on your profile and your bikes. JPEG, PNG or WebP, cropped square.',
  upload: 'Upload photo',
  change: 'Change photo',
  uploading: 'Uploading…',
  remove: 'Remove photo',
  removing: 'Removing…',
  saved: 'Your profile photo is saved.',
  removed: 'Your profile photo is removed.',
  alt: (name: string) => `${name}'s profile photo`,
  tooLarge: 'Photo must be at most 5 MB',
  /** PUT /users/me/photo with an id that is not an upload of the caller's own photo. */
  notYours: 'Only a profile photo you uploaded yourself can be set. Upload it again.',
} as const;
