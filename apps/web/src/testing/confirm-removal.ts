import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export interface Removal {
  /** The row's button that asks for the removal. */
  action: string;
  /** What the confirmation dialog asks. */
  question: string;
  /** The dialog's confirming button. */
  confirm: string;
  /** The toast once the API has answered. */
  toast: string;
  /** The text of the row that must leave the table. */
  gone: string;
}

/**
 * A destructive row action of the dashboard tables as a person takes it: press the row's button,
 * read the question, confirm; then the toast shows and the row leaves the refreshed table.
 */
export async function confirmRemoval(removal: Removal): Promise<void> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: removal.action }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent(removal.question);
  await user.click(within(dialog).getByRole('button', { name: removal.confirm }));

  expect(await screen.findByText(removal.toast)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(removal.gone)).not.toBeInTheDocument());
}
