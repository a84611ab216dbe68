// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { setUpI18n } from '../../../test/app-test-utils';
import { FakeExamServer } from '../test/fake-exam-server';
import { NewExam } from './new-exam';

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('a new exam\'s INFO stage', () => {
  it('is drawn without the query client, which comes after the paint with the start (issue 19)', async () => {
    const server = new FakeExamServer(['IMAGE'], { id: 93, demoToken: 'tok-93' });
    server.api.install();
    // The browser check asks for MP4 playback, which jsdom lacks.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type.includes('mp4') ? 'maybe' : ''));
    // No QueryClientProvider around it: the demo exam's first frame is drawn before the data layer loads.
    render(
      <AppProviders env="test">
        <MemoryRouter initialEntries={['/exam/exam/demo']}>
          <Routes>
            <Route path="/exam/exam/demo" element={<NewExam route={{ kind: 'demo' }} learner={null} />} />
            <Route path="/exam/exam/:id" element={<p data-testid="opened">opened</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByTestId('exam-info-title').textContent).toBe('Egzamin demo – kategoria B');
    fireEvent.click(screen.getByTestId('exam-start'));
    expect(await screen.findByTestId('opened')).toBeTruthy();
    expect(server.requests[0]?.url).toBe('/api/eprawko-rest/exam/demo/PL');
    await waitFor(() => expect(window.sessionStorage.getItem('osk.exam.demoToken.93')).toBe('tok-93'));
  });
});
