import { type Place, placesMessages } from '@reride/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlacePicker } from './place-picker';

function Picker({ onPick }: { onPick: (place: Place | null) => void }) {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PlacePicker
        label="Place"
        name="near"
        value={value}
        onChange={(place) => {
          setValue(place?.id ?? '');
          onPick(place);
        }}
      />
    </form>
  );
}

describe('PlacePicker', () => {
  it('lists the places matching what is typed and picks one with the arrows and Enter', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Picker onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Place' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'utt');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Uttara, Dhaka');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'uttara' }));
    expect(input).toHaveValue('Uttara, Dhaka');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('input[name="near"]')).toHaveValue('uttara');
  });

  it('moves through the options with the arrows, and Escape closes the list', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<Picker onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Place' });
    await user.type(input, 'm');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says when no place matches, and clearing the text clears the choice', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<Picker onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Place' });
    await user.type(input, 'atlantis');
    expect(screen.getByText(placesMessages.pickerNoMatch)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'mirpur{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'mirpur' }));
    await user.clear(input);
    expect(onPick).toHaveBeenLastCalledWith(null);
  });
});
