// The share button of a bike's page: a file of its own, so the page loads these lines alone
// (docs/decisions/011-javascript-budgets-without-the-framework.md).

export const shareMessages = {
  button: 'Share',
  copied: 'Link copied',
  copyFailed: 'Copying failed: copy the link from the address bar',
} as const;
