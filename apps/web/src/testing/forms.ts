import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

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
