import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Types each value into the field its label names, in the order given (as a person fills a form). */
export async function fillFields(user: UserEvent, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

/** Fills in the rendered form and presses its `button`, as a person submits it. */
export async function submitForm(values: Record<string, string>, button: string): Promise<void> {
  const user = userEvent.setup();
  await fillFields(user, values);
  await user.click(screen.getByRole('button', { name: button }));
}

/**
 * Presses a form's submit button and waits until it shows the request is running: disabled, so a
 * second press sends nothing, and marked busy for screen readers.
 */
export async function pressAndExpectBusy(user: UserEvent, name: string): Promise<HTMLElement> {
  const submit = screen.getByRole('button', { name });
  await user.click(submit);
  await waitFor(() => expect(submit).toBeDisabled());
  expect(submit).toHaveAttribute('aria-busy', 'true');
  return submit;
}

/** After a failed request: the alert says why, and the button is enabled for another try. */
export async function expectFailureToRetry(message: string, name: string): Promise<void> {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(screen.getByRole('button', { name })).toBeEnabled();
}

/** Presses `name` with a value the form's own check refuses, and waits for the check's message. */
export async function pressAndExpectCheck(user: UserEvent, name: string, message: string) {
  await user.click(screen.getByRole('button', { name }));
  expect(await screen.findByText(message)).toBeInTheDocument();
}
