/**
 * Parts of the page whose code arrives on demand: rendered at once when their code is here, shown once it arrives
 * otherwise, and never swapped for another component in the middle of a visit.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { codeOnDemand } from '../../src/app/codeOnDemand';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('code on demand', () => {
  it('renders at once, without suspending, when the code was loaded first', async () => {
    const code = codeOnDemand(async () => Greeting);
    await code.load();
    const Component = code.component();
    expect(Component).toBe(Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Sherwood" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Sherwood')).toBeTruthy();
  });

  it('shows the part when its code arrives, and keeps handing out the same component afterwards', async () => {
    const download = deferred<typeof Greeting>();
    const code = codeOnDemand(() => download.promise);
    const Component = code.component();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Tigard" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => download.resolve(Greeting));
    expect(screen.getByText('Hello, Tigard')).toBeTruthy();
    // Swapping the stand-in for the real component would rebuild the part and lose its state and focus.
    expect(code.component()).toBe(Component);
  });

  it('loads the code once however often it is asked for', async () => {
    let downloads = 0;
    const code = codeOnDemand(async () => {
      downloads += 1;
      return Greeting;
    });
    await Promise.all([code.load(), code.load(), code.load()]);
    expect(downloads).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const code = codeOnDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
