import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

afterEach(() => cleanup());

/** A load the test settles by hand, as a slow or failing network would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('says it is loading (a busy status) until its chunk is there, then shows the part', async () => {
    const load = deferred<typeof Greeting>();
    const Part = lazyPart(
      () => load.promise,
      (m) => m,
      { label: () => 'Loading the greeting…', reserve: '10rem' },
    );
    render(<Part name="Dana" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading the greeting…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    // The space the part will take is held, so the page does not jump when it arrives.
    expect(status.style.minHeight).toBe('10rem');
    load.resolve(Greeting);
    expect(await screen.findByText('Hello Dana')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can say what is loading from the part’s own props (one part, many waits)', async () => {
    const load = deferred<typeof Greeting>();
    const Part = lazyPart(
      () => load.promise,
      (m) => m,
      { label: (props) => `Greeting ${props.name}…` },
    );
    render(<Part name="Noor" />);
    expect(screen.getByRole('status').textContent).toBe('Greeting Noor…');
    load.resolve(Greeting);
    expect(await screen.findByText('Hello Noor')).toBeTruthy();
  });

  it('offers to try again when its chunk fails, and asks for it anew', async () => {
    let calls = 0;
    let fail = true;
    const Part = lazyPart(
      () => {
        calls++;
        return fail
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(Greeting);
      },
      (m) => m,
    );
    render(<Part name="Ana" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be shown.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows at once once loaded (a second mount, or after preload)', async () => {
    const Part = lazyPart(
      () => Promise.resolve(Greeting),
      (m) => m,
    );
    await Part.preload();
    render(<Part name="Lee" />);
    expect(screen.getByText('Hello Lee')).toBeTruthy();
  });

  it('quiet: shows nothing while it loads (footers, floating pieces), then the part; a failure still offers a retry', async () => {
    const load = deferred<typeof Greeting>();
    const Part = lazyPart(
      () => load.promise,
      (m) => m,
      { quiet: true },
    );
    const { container } = render(<Part name="Kai" />);
    expect(container.childNodes.length).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();
    load.resolve(Greeting);
    expect(await screen.findByText('Hello Kai')).toBeTruthy();
    cleanup();
    const Failing = lazyPart(
      (): Promise<typeof Greeting> => Promise.reject(new TypeError('Failed to fetch')),
      (m) => m,
      { quiet: true },
    );
    render(<Failing name="Kai" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This part of the page could not be shown.');
  });
});
