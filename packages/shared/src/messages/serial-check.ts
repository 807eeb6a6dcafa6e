// The registries' answer on a bike's page (docs/domain.md#frame-serials): a file of its own, so the
// page loads these lines alone (docs/decisions/011-javascript-budgets-without-the-framework.md).

export const serialCheckMessages = {
  checked: 'Serial checked',
  'not-checked': 'Serial not checked',
  term: 'Frame serial',
} as const;
