import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveState, usePollInterval } from './live-updates';

afterEach(() => setLiveState('polling'));

describe('usePollInterval', () => {
  it('polls until the live stream delivers, stops while it does, and polls again when it fails', () => {
    const { result } = renderHook(() => usePollInterval(5_000));
    expect(result.current).toBe(5_000);
    act(() => setLiveState('live'));
    expect(result.current).toBe(false);
    act(() => setLiveState('polling'));
    expect(result.current).toBe(5_000);
  });
});
