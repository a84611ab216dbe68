// @vitest-environment jsdom
import { QueryClientContext } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, useContext } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterPaint } from '../components/after-paint';
import { queryClient } from '../lib/query-client';
import { setUpI18n } from '../test/app-test-utils';
import { lazyScreen } from './lazy-screen';

beforeAll(async () => {
  await setUpI18n();
});

/** Says whether it is drawn inside a query client, and which one. */
function ClientProbe({ testId }: { testId: string }) {
  const client = useContext(QueryClientContext);
  return <p data-testid={testId}>{client === undefined ? 'none' : client === queryClient ? 'app' : 'other'}</p>;
}

describe('lazyScreen', () => {
  it("draws a page inside the app's query client", async () => {
    const Page = lazyScreen(async () => () => <ClientProbe testId="probe" />);
    await Page.preload();
    render(<Page />);
    expect(screen.getByTestId('probe').textContent).toBe('app');
  });

  it('draws a page whose first frame draws no data without the query client, and its part drawn after the paint inside it (issue 19)', async () => {
    const Body = afterPaint(async () => () => <ClientProbe testId="body" />, () => <p data-testid="body-loading">…</p>);
    const Page = lazyScreen(
      async () => () => (
        <>
          <ClientProbe testId="page" />
          <Body />
        </>
      ),
      { queryScope: false },
    );
    await Page.preload();
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Page />
      </Suspense>,
    );
    // Drawn at once, without waiting for the query client's code.
    expect(screen.getByTestId('page').textContent).toBe('none');
    expect(screen.getByTestId('body-loading')).toBeTruthy();
    expect((await screen.findByTestId('body')).textContent).toBe('app');
  });
});
