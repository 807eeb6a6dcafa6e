import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Each term of the description lists on screen (a bike's facts) reads as given: the text of the
 * <dd> after its <dt>. The term names the failing assertion.
 */
export function expectFacts(facts: Record<string, string>): void {
  for (const [term, value] of Object.entries(facts)) {
    const shown = screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown, term).toBe(value);
  }
}
