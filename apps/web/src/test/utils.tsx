import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { footerMenu, headerMenu, siteSettings } from './fixtures';

export type MockRequest = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Handler = (request: MockRequest) => { status?: number; body?: unknown } | undefined;

export function json(body: unknown, status = 200) {
  return { status, body };
}

/**
 * Replaces global fetch (the only mock in component tests). Routes are "METHOD /path"; the CMS
 * calls every layout makes are answered by default. Returns the calls made.
 */
export function mockFetch(routes: Record<string, Handler> = {}) {
  const calls: MockRequest[] = [];
  const all: Record<string, Handler> = {
    'GET /api/site-settings': () => json({ success: true, data: siteSettings }),
    'GET /wp-json/menus/v1/menus/4': () => json(headerMenu),
    'GET /wp-json/menus/v1/menus/6': () => json(footerMenu),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    const handler = all[`${method} ${url.pathname}`];
    const answer = handler?.(request) ?? { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** jsdom has no layout observers; the carousel engine needs them to start. */
export function stubLayoutApis() {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}
