// @vitest-environment jsdom
import type { BankHit, BankSearchPage, ExamQuestion } from '@osk/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { fakeApi, logInLearner, type FakeApi } from '../../../test/fake-api';

/** The question bank browser (issue 23): search with debounce, module filter, a question with its key and star, the empty and no-access states. */
beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  clearSessionUser();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type.includes('mp4') ? 'maybe' : ''));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSessionUser();
});

const HIT: BankHit = {
  id: 11,
  externalId: 2001,
  type: 'STANDARD',
  moduleId: 3,
  moduleName: 'Sygnalizacja świetlna',
  mediaType: 'IMAGE',
  textParts: [
    { text: 'Czy ', match: false },
    { text: 'żółty', match: true },
    { text: ' sygnał zezwala na wjazd?', match: false },
  ],
};

function page(content: BankHit[]): BankSearchPage {
  return { content, totalPages: content.length > 0 ? 1 : 0, totalElements: content.length, size: 20, number: 0, first: true, last: true, empty: content.length === 0 };
}

const QUESTION: ExamQuestion = {
  id: 11,
  externalId: 2001,
  number: 2001,
  questionText: 'Czy żółty sygnał zezwala na wjazd?',
  answerA: null,
  answerB: null,
  answerC: null,
  correct: 'NIE',
  explenation: 'Żółty sygnał nakazuje zatrzymać się przed sygnalizatorem.',
  legalSource: 'Rozporządzenie w sprawie znaków i sygnałów, § 95',
  media: '/api/questions/media/2001.jpg',
  madiaType: 'IMAGE',
  mediaExists: true,
  type: 'STANDARD',
  weight: 3,
  part: 'PODSTAWOWA',
  time: 15,
  tools: null,
  hard: false,
  version: 1,
  lastUpdateDate: '2026-11-01T00:00:00.000Z',
  module: { moduleId: 3, name: 'Sygnalizacja świetlna' },
};

function serve(api: FakeApi, found: (q: string | null, moduleId: string | null) => BankHit[]) {
  let hard: number[] = [];
  api
    .get('questionBankSearch', ({ query }) => page(found(query.get('q'), query.get('moduleId'))))
    .get('questionBankQuestion', () => QUESTION)
    .get('hardQuestionIds', () => hard)
    .get('hardQuestionAdd', ({ params }) => {
      hard = [...hard, Number(params.externalId)];
      return hard;
    });
}

describe('the question bank page', () => {
  it('searches after typing stops, shows the matched word marked, opens a question with its key, explanation, legal source and star', async () => {
    const api = fakeApi();
    const me = logInLearner(api, { id: 31, learningAvailableTill: '2099-01-01', category: 'B' });
    serve(api, (q) => (q === null || q.startsWith('zol') ? [HIT] : []));
    renderApp('/learn/bank');
    // Without words the category's questions are listed.
    await screen.findByTestId('bank-results');
    const input = screen.getByTestId('bank-search');
    fireEvent.change(input, { target: { value: 'z' } });
    fireEvent.change(input, { target: { value: 'zo' } });
    fireEvent.change(input, { target: { value: 'zolty' } });
    await waitFor(() => expect(api.calls('questionBankSearch').some((c) => c.query.get('q') === 'zolty')).toBe(true));
    // Debounced: the keys typed in between were never asked for.
    const asked = api.calls('questionBankSearch').map((c) => c.query.get('q'));
    expect(asked).not.toContain('z');
    expect(asked).not.toContain('zo');
    const call = api.calls('questionBankSearch').find((c) => c.query.get('q') === 'zolty');
    expect(call?.path).toBe(`eprawko-rest/questions/bank/search/${me.id}/B/PL`);
    const hit = await screen.findByTestId('bank-hit');
    expect(within(hit).getByText('żółty').tagName).toBe('MARK');
    expect(within(hit).getByTestId('bank-hit-media').textContent).toBe('Zdjęcie');
    expect(within(hit).getByText('Moduł 3: Sygnalizacja świetlna')).toBeTruthy();
    expect(screen.getByTestId('bank-total').textContent).toBe('Znalezione pytania: 1');

    fireEvent.click(hit);
    const detail = await screen.findByTestId('bank-question');
    expect(within(detail).getByTestId('exam-image')).toBeTruthy();
    expect(within(detail).getByTestId('exam-answer-NIE').dataset.correct).toBe('true');
    expect(within(detail).getByTestId('bank-question-correct').textContent).toBe('Poprawna odpowiedź: NIE');
    expect(within(detail).getByTestId('bank-question-explanation').textContent).toContain('nakazuje zatrzymać');
    expect(within(detail).getByTestId('bank-question-legal-source').textContent).toContain('§ 95');
    const star = within(detail).getByTestId('hard-toggle');
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(api.calls('hardQuestionAdd')).toHaveLength(1));
    await waitFor(() => expect(within(detail).getByTestId('hard-toggle').getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks for a chosen module, says so when nothing matches, and does not ask for one character', async () => {
    const api = fakeApi();
    logInLearner(api, { id: 31, learningAvailableTill: '2099-01-01', category: 'B' });
    serve(api, (_q, moduleId) => (moduleId === '5' ? [] : [HIT]));
    renderApp('/learn/bank');
    await screen.findByTestId('bank-results');
    fireEvent.change(screen.getByTestId('bank-module'), { target: { value: '5' } });
    await screen.findByTestId('bank-empty');
    expect(api.calls('questionBankSearch').at(-1)?.query.get('moduleId')).toBe('5');
    const before = api.calls('questionBankSearch').length;
    fireEvent.change(screen.getByTestId('bank-search'), { target: { value: 'x' } });
    await screen.findByText('Wpisz co najmniej 2 znaki.');
    await new Promise((r) => setTimeout(r, 500));
    expect(api.calls('questionBankSearch')).toHaveLength(before);
  });

  it('shows the way to renew access instead of the bank when the access has ended, and asks nothing', async () => {
    const api = fakeApi();
    logInLearner(api, { id: 31, learningAvailableTill: '2020-01-01', category: 'B' });
    serve(api, () => [HIT]);
    renderApp('/learn/bank');
    const panel = await screen.findByTestId('bank-no-access');
    expect(within(panel).getByRole('link').getAttribute('href')).toBe('/subscription');
    expect(api.calls('questionBankSearch')).toHaveLength(0);
  });
});
