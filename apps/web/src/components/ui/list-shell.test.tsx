import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListShell, type ListQueryState } from './list-shell';

const settled: ListQueryState = {
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: () => undefined,
};

function renderShell(query: Partial<ListQueryState>, items: string[] | undefined) {
  return render(
    <ListShell
      query={{ ...settled, ...query }}
      items={items}
      loading={<p role="status">Loading rows</p>}
      errorTitle="We couldn't load the rows"
      empty={{ title: 'No rows yet', description: 'Rows appear here.' }}
    >
      {(rows) => (
        <ul aria-label="rows">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListShell>,
  );
}

describe('ListShell', () => {
  it('shows the loading placeholder while the first page loads', () => {
    renderShell({ isPending: true }, undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with the server message and retries on Try again', async () => {
    const refetch = vi.fn();
    renderShell({ isError: true, error: new Error('Server says no'), refetch }, []);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the rows");
    expect(screen.getByRole('alert')).toHaveTextContent('Server says no');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps showing loaded rows when a later refresh fails', () => {
    renderShell({ isError: true, error: new Error('Server says no') }, ['Trek']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'rows' })).toHaveTextContent('Trek');
  });

  it('shows the empty state when there is nothing', () => {
    renderShell({}, []);
    expect(screen.getByText('No rows yet')).toBeInTheDocument();
    expect(screen.getByText('Rows appear here.')).toBeInTheDocument();
  });

  it('renders the list with the loaded rows', () => {
    renderShell({}, ['Trek', 'Giant']);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Trek', 'Giant']);
  });
});
