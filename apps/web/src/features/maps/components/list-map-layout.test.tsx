import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListMapLayout } from './list-map-layout';

function renderLayout() {
  render(<ListMapLayout list={<p>The bikes</p>} map={<p>The map</p>} />);
  return {
    listTab: screen.getByRole('tab', { name: 'List' }),
    mapTab: screen.getByRole('tab', { name: 'Map' }),
  };
}

describe('ListMapLayout', () => {
  it('starts on the list, both panels in the page for the wide layout', () => {
    const { listTab, mapTab } = renderLayout();
    expect(screen.getByRole('tablist', { name: 'Show the results as' })).toBeInTheDocument();
    expect(listTab).toHaveAttribute('aria-selected', 'true');
    expect(mapTab).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'List' })).toHaveAttribute('data-active');
    // The stylesheet hides the inactive panel on a phone only: it stays in the page.
    expect(screen.getByText('The map').closest('[role="tabpanel"]')).not.toHaveAttribute(
      'data-active',
    );
  });

  it('switches with a click', async () => {
    const { mapTab } = renderLayout();
    await userEvent.click(mapTab);
    expect(mapTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Map' })).toHaveAttribute('data-active');
  });

  it('moves between the tabs with the arrow keys, only the active one in the Tab order', async () => {
    const { listTab, mapTab } = renderLayout();
    expect(listTab).toHaveAttribute('tabindex', '0');
    expect(mapTab).toHaveAttribute('tabindex', '-1');
    listTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(mapTab).toHaveFocus();
    expect(mapTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(listTab).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(mapTab).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(listTab).toHaveFocus();
  });
});
