import { cleanup, render, screen } from '@testing-library/preact';
import { Component, type ComponentChildren } from 'preact';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

afterEach(() => cleanup());

const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

class Boundary extends Component<{ children: ComponentChildren }, { error: string | null }> {
  override state = { error: null as string | null };
  static override getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const Route = ({ children }: { children: ComponentChildren }) => (
  <Boundary>
    <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
  </Boundary>
);

describe('lazyComponent', () => {
  it("shows the route's loading status until its chunk is in, then the page", async () => {
    let resolve!: (module: { default: typeof Greeting }) => void;
    const Page = lazyComponent(() => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)));
    render(
      <Route>
        <Page name="Dana" />
      </Route>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    resolve({ default: Greeting });
    expect((await screen.findByRole('heading')).textContent).toBe('Hello Dana');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws a preloaded page in the first render, with no loading status (the first route)', async () => {
    let loads = 0;
    const Page = lazyComponent(() => {
      loads++;
      return Promise.resolve({ default: Greeting });
    });
    await Page.preload();
    render(
      <Route>
        <Page name="Lee" />
      </Route>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Hello Lee');
    expect(screen.queryByRole('status')).toBeNull();
    expect(loads).toBe(1);
  });

  it("hands a failed chunk to the route's error boundary; its preload still settles", async () => {
    const Page = lazyComponent<typeof Greeting>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(Page.preload()).resolves.toBeUndefined();
    render(
      <Route>
        <Page name="Ana" />
      </Route>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch dynamically imported module');
  });
});
