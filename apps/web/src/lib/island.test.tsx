import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { island, whenIslandsHydrated } from './island';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('island', () => {
  it('draws its component once its code has come, and only then says the page is hydrated', async () => {
    const code = deferred<typeof Greeting>();
    const Greet = island(() => code.promise);
    render(<Greet name="Rina" />);
    const hydrated = vi.fn();
    const stop = whenIslandsHydrated(hydrated);

    expect(screen.queryByText('Hello Rina')).toBeNull();
    expect(hydrated).not.toHaveBeenCalled();

    await act(async () => {
      code.resolve(Greeting);
      await code.promise;
    });
    expect(await screen.findByText('Hello Rina')).toBeInTheDocument();
    expect(hydrated).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads its code once, however often it is preloaded and drawn', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Greet = island(load);
    await Greet.preload();
    await Greet.preload();
    render(
      <>
        <Greet name="Ayan" />
        <Greet name="Mitu" />
      </>,
    );
    expect(await screen.findByText('Hello Ayan')).toBeInTheDocument();
    expect(screen.getByText('Hello Mitu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    const hydrated = vi.fn();
    whenIslandsHydrated(hydrated)();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});
