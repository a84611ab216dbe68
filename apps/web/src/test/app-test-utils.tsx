import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { NavigatorBridge } from '../app/app';
import { AppRoutes } from '../app/router';
import { initI18n } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import type { Language } from '@osk/contract';

// Pages load lazily (their own chunks); on a busy 2-core machine the first import of a page can take
// more than Testing Library's default second, which is not what these tests are about.
configure({ asyncUtilTimeout: 5000 });

/**
 * Shared setup for component tests: jsdom lacks a few browser APIs Mantine uses, and Testing Library
 * cleans up after each test only when told to (vitest globals are off).
 */
function installDomPolyfills(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }
  if (!('fonts' in document)) {
    // Mantine's autosize textarea re-measures when web fonts finish loading.
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
    });
  }
  window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = () => undefined;
}

installDomPolyfills();
afterEach(() => {
  cleanup();
});

/** Initialises the app's i18next instance in a language (Polish by default). */
export async function setUpI18n(language: Language = 'pl'): Promise<void> {
  await initI18n(language);
}

/** Renders a component with the app's providers (Mantine in test mode, a fresh query client) and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <AppProviders env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** Renders the whole app (layout and routes) at a path. */
export function renderApp(route = '/'): RenderResult {
  return renderWithProviders(
    <>
      <NavigatorBridge />
      <AppRoutes />
    </>,
    { route },
  );
}

/** A fetch Response with a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A complete login answer for tests. */
export function loginUserFixture(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    uuid: 'session-123',
    id: 7,
    userName: 'kursant@example.com',
    userType: 'STUDENT',
    userSource: 'EPRAWKO',
    status: 'ACTIVE',
    lastAccessed: null,
    phoneNumber: null,
    internal: false,
    startPage: null,
    willBeBlockedAt: null,
    ...overrides,
  };
}
