import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingActions } from './floating-actions';

/** The browser's observer, driven by the test: `report` says where the place now is. */
let report: (entry: Partial<IntersectionObserverEntry>) => void;
const disconnect = vi.fn();

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = (entry) => callback([entry as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const rect = (top: number, height = 56) => ({ top, height }) as DOMRectReadOnly;
const actions = () => screen.getByRole('button', { name: 'Book' }).parentElement!;

describe('FloatingActions', () => {
  it('floats the actions once their place scrolls off the top, keeping its height, and brings them back', () => {
    const { container, unmount } = render(
      <FloatingActions>
        <button type="button">Book</button>
      </FloatingActions>,
    );
    const place = container.firstElementChild as HTMLElement;
    expect(actions()).not.toHaveClass('bike-details__actions--floating');

    act(() => report({ isIntersecting: false, boundingClientRect: rect(-80) }));
    expect(actions()).toHaveClass('bike-details__actions--floating');
    expect(place.style.minHeight).toBe('56px');

    act(() => report({ isIntersecting: true, boundingClientRect: rect(120) }));
    expect(actions()).not.toHaveClass('bike-details__actions--floating');
    expect(place.style.minHeight).toBe('');

    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it('leaves them in place when their place is below the screen (not reached yet)', () => {
    render(
      <FloatingActions>
        <button type="button">Book</button>
      </FloatingActions>,
    );
    act(() => report({ isIntersecting: false, boundingClientRect: rect(900) }));
    expect(actions()).not.toHaveClass('bike-details__actions--floating');
  });
});
