import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, type Location, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';
import { AppRouter, memoryHistory, useNavigationPending } from './navigation';
import { AppRoutes } from './router';

function Where() {
  const { pathname } = useLocation();
  const pending = useNavigationPending();
  return <p>{`${pathname}${pending ? ' (getting the next page ready)' : ''}`}</p>;
}

/** `prepare` for the tests: /slow… waits until the test releases it, every other address is ready. */
function slowPages() {
  const waiting = new Map<string, { release: () => void; signal: AbortSignal }>();
  const prepare = (location: Location, signal: AbortSignal) => {
    if (!location.pathname.startsWith('/slow')) return undefined;
    return new Promise<void>((release) => waiting.set(location.pathname, { release, signal }));
  };
  return { prepare, waiting };
}

/** The router at /start, prepared (the first address is ready), with `prepare` for the next ones. */
function renderPrepared(prepare: ReturnType<typeof slowPages>['prepare']) {
  const history = memoryHistory('/start');
  render(
    <AppRouter history={history} prepare={prepare} prepared>
      <Where />
    </AppRouter>,
  );
  return history;
}

describe('the router (declarative, each address shown once it is ready)', () => {
  it('keeps the page on show, marked pending, until the next address is ready', async () => {
    const { prepare, waiting } = slowPages();
    const history = renderPrepared(prepare);
    expect(screen.getByText('/start')).toBeInTheDocument();

    act(() => history.push('/slow'));
    expect(screen.getByText('/start (getting the next page ready)')).toBeInTheDocument();

    await act(async () => waiting.get('/slow')?.release());
    expect(screen.getByText('/slow')).toBeInTheDocument();
  });

  it('shows an address that needs nothing at once', async () => {
    const { prepare } = slowPages();
    const history = renderPrepared(prepare);
    await act(async () => history.push('/next'));
    expect(screen.getByText('/next')).toBeInTheDocument();
  });

  it('drops a navigation another one overtook, and aborts what it waited for', async () => {
    const { prepare, waiting } = slowPages();
    const history = renderPrepared(prepare);
    act(() => history.push('/slow-one'));
    await act(async () => history.push('/other'));
    expect(screen.getByText('/other')).toBeInTheDocument();
    expect(waiting.get('/slow-one')?.signal.aborted).toBe(true);

    await act(async () => waiting.get('/slow-one')?.release());
    expect(screen.getByText('/other')).toBeInTheDocument();
  });

  it('shows the fallback until the first address is ready, unless told it is', async () => {
    const { prepare, waiting } = slowPages();
    render(
      <AppRouter history={memoryHistory('/slow')} prepare={prepare} fallback={<p>Wait</p>}>
        <Where />
      </AppRouter>,
    );
    expect(screen.getByText('Wait')).toBeInTheDocument();
    await act(async () => waiting.get('/slow')?.release());
    expect(screen.getByText('/slow')).toBeInTheDocument();
  });
});

describe('the error screen', () => {
  function Broken(): never {
    throw new Error('a screen broke');
  }

  it('replaces a screen that throws, until the visitor goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const history = memoryHistory('/broken');
    render(
      <AppRouter history={history} prepare={() => undefined} prepared>
        <AppRoutes
          table={[
            { path: '/broken', element: <Broken /> },
            { path: '/', element: <h1>Home</h1> },
          ]}
        />
      </AppRouter>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await act(async () => screen.getByRole('link', { name: 'Go to the home page' }).click());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows for a screen whose code would not load, and the next visit fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const importScreen = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <h1>Events</h1>);
    const events = lazyScreen(importScreen);
    const history = memoryHistory('/');
    render(
      <AppRouter
        history={history}
        prepare={(location) => (location.pathname === '/events' ? events.load() : undefined)}
        prepared
      >
        <AppRoutes
          table={[
            { path: '/', element: <Link to="/events">Events</Link> },
            { path: '/events', element: <events.Screen /> },
          ]}
        />
      </AppRouter>,
    );
    await act(async () => screen.getByRole('link', { name: 'Events' }).click());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();

    await act(async () => history.push('/'));
    await act(async () => screen.getByRole('link', { name: 'Events' }).click());
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(importScreen).toHaveBeenCalledTimes(2);
  });
});
