import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse } from './app-test-utils';

/** A fresh query client and a wrapper that provides it, for renderHook. */
export function queryWrapper(client: QueryClient = createQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  };
}

/** Stubs fetch with one GET of the API (`eprawko-rest/...`), answered afresh on every call; any other path answers 404. */
export function serveOneRead(path: string, answer: () => unknown) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const asked = new URL(String(input), 'http://localhost').pathname;
    if (asked === `/api/${path}`) return jsonResponse(200, answer());
    return jsonResponse(404, { code: 'NOT_FOUND', message: asked });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
