import type { ReactNode } from 'react';
import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../src/features/auth/session';
import { I18nProvider, type Lang } from '../src/shared/i18n';
// The admin console's copy, as its layout adds it: these tests render admin pages without the layout.
import '../src/features/admin/messages';
import { ModalProvider } from '../src/shared/modal';

// findBy…/waitFor give up after 5 s instead of testing-library's 1 s: a hang guard, not a speed
// check — beside the stack tests on two busy cores a first render once took longer than a second.
configure({ asyncUtilTimeout: 5000 });

export interface FakeCall {
  method: string;
  path: string;
  url: string;
  body?: unknown;
}

/** An answer (`{status, body}` for a non-200), or a function of the call giving one. */
type Handler = ((call: FakeCall) => unknown) | object;

/**
 * A stand-in for the gateway: `routes` maps "METHOD /path" (no query) to an answer or a function of
 * the call; anything else is a 404. jsdom has no fetch, so this one is all there is.
 */
export function fakeGateway(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0]!;
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
    const call = { method, path, url, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    let status = 200;
    let answer: unknown;
    if (!handler) {
      status = 404;
      answer = { errorCode: 'NOT_FOUND', msg: `No route for ${method} ${path}` };
    } else {
      const out = typeof handler === 'function' ? (handler as (c: FakeCall) => unknown)(call) : handler;
      if (out && typeof out === 'object' && 'status' in out && typeof (out as { status: unknown }).status === 'number') {
        status = (out as { status: number }).status;
        answer = (out as { body?: unknown }).body;
      } else answer = out;
    }
    const text = answer === undefined ? '' : JSON.stringify(answer);
    return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) } as unknown as Response;
  });
  (globalThis as { fetch: unknown }).fetch = fetch;
  return { fetch, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

/** The app's providers around `element` at `path`, with a memory router; answers the router for assertions. */
export function renderTree(
  element: ReactNode,
  { path = '/', lang = 'en', navigate = () => {}, checkIntervalMs, routes = [] }: { path?: string; lang?: Lang; navigate?: (url: string) => void; checkIntervalMs?: number; routes?: { path: string; element: ReactNode }[] } = {},
) {
  const router = createMemoryRouter(
    [
      ...routes.map((r) => ({ path: r.path, element: <ModalProvider>{r.element}</ModalProvider> })),
      { path: '*', element: <ModalProvider>{element}</ModalProvider> },
    ],
    { initialEntries: [path] },
  );
  const tree = (
    <I18nProvider initialLang={lang}>
      <QueryClientProvider client={testQueryClient()}>
        <SessionProvider navigate={navigate} checkIntervalMs={checkIntervalMs}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
  return { tree, router };
}

export const signedInUser = { id: '11111111-1111-4111-8111-111111111111', email: 'mina@example.com', name: 'Mina', image: '', role: 'USER' };

/**
 * Timers inside the app (the modal's 50 ms backdrop, its 0.5 s exit, the session check) update state
 * outside act(); React's warning about that is expected here and only noise.
 */
export function quietActWarnings() {
  const original = console.error;
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return;
    original(...args);
  });
  return () => spy.mockRestore();
}
