// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMediaToken } from '../../../lib/session/media-token';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeElearningServer } from '../test/fake-elearning-server';
import { serveLearnerHome } from '../../../test/learner-home.fixture';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
  forgetMediaToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

function serve(server: FakeElearningServer, user: Record<string, unknown> = {}) {
  server.api.install();
  setSessionUser(loginUserFixture(user) as LoginUser);
}

describe('/nauka', () => {
  it('shows the courses with their percentage and the finished lectures', async () => {
    const server = new FakeElearningServer();
    server.viewed = new Set([101, 102]);
    server.lectureProgress = [
      { studentId: 31, lectureId: 1, started: true, finished: true, endTime: 8 },
      { studentId: 31, lectureId: 2, started: true, finished: false, endTime: 3 },
    ];
    serve(server);
    renderApp('/nauka');
    expect((await screen.findByTestId('nauka-course-5-percent')).textContent).toBe('40%');
    expect(server.calls('learning/course/category/B?language=PL')).toHaveLength(1);
    expect((await screen.findByTestId('nauka-lectures-count')).textContent).toBe('Ukończone: 1 z 3');
    expect(screen.getByTestId('nauka-elearning-open').getAttribute('href')).toBe('/elearning/choose');
    expect(screen.getByTestId('nauka-lectures-open').getAttribute('href')).toBe('/lecture');
  });

  it('asks for the courses in the interface language', async () => {
    const server = new FakeElearningServer();
    serve(server);
    const { i18n } = await import('../../../lib/i18n/i18n');
    await i18n.changeLanguage('ua');
    try {
      renderApp('/nauka');
      await waitFor(() => expect(server.calls('learning/course/category/B?language=UA')).toHaveLength(1));
    } finally {
      await i18n.changeLanguage('pl');
    }
  });

  it('shows a missing and an ended access with links to the subscription, and asks for nothing behind them', async () => {
    const server = new FakeElearningServer({ learningAvailableTill: '2026-01-31', lecturesAvailableTill: null });
    serve(server);
    renderApp('/nauka');
    const learning = await screen.findByTestId('nauka-elearning-no-access');
    expect(learning.textContent).toContain('Dostęp wygasł 31.01.2026.');
    expect(screen.getByTestId('nauka-elearning-no-access-buy').textContent).toBe('Przedłuż dostęp');
    const lectures = screen.getByTestId('nauka-lectures-no-access');
    expect(lectures.textContent).toContain('Nie masz jeszcze tego dostępu.');
    expect(screen.getByTestId('nauka-lectures-no-access-buy').getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('nauka-elearning-open')).toBeNull();
    expect(server.calls('learning/course')).toHaveLength(0);
    expect(server.calls('lecture/lecture')).toHaveLength(0);
  });

  it('sends partner-platform users to their profile', async () => {
    const server = new FakeElearningServer({ userSource: 'LIWONA' });
    // The profile's home reads the readiness, the lessons ahead and the consents (issues 23, 24).
    serveLearnerHome(server.api);
    serve(server, { userSource: 'LIWONA' });
    renderApp('/nauka');
    // The profile page (it then loads its own data, which this fake does not serve).
    await screen.findByTestId(/^profile-(loading|error|heading)$/);
    expect(screen.queryByTestId('nauka-title')).toBeNull();
    expect(server.calls('learning/course')).toHaveLength(0);
  });
});

describe('/elearning/choose and /elearning/modules/{courseId}', () => {
  it('starts a course on its first slide, and continues one on the saved slide', async () => {
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/choose');
    expect((await screen.findByTestId('course-5')).textContent).toContain('Kurs kategorii B');
    expect(screen.getByTestId('course-5').textContent).toContain('2 moduły');
    expect(screen.getByTestId('course-5').textContent).toContain('5 slajdów');
    fireEvent.click(await screen.findByTestId('course-5-start'));
    await screen.findByTestId('slide-viewer');
    expect(screen.getByTestId('slide-viewer').getAttribute('data-slide-id')).toBe('101');
  });

  it('offers to continue on the saved slide', async () => {
    const server = new FakeElearningServer();
    server.viewed = new Set([101, 102, 103, 104]);
    server.position = { studentId: 31, courseId: 5, moduleNumber: 2, subjectId: 23, slaidId: 104, lessonNumber: 1, moduleId: 12, percentage: 80 };
    serve(server);
    renderApp('/elearning/choose');
    const next = await screen.findByTestId('course-5-continue');
    expect(next.getAttribute('href')).toBe('/elearning/slaid/12?lesson=1');
    expect(screen.getByTestId('course-5-percent').textContent).toBe('80%');
  });

  it('says so when the category has no courses', async () => {
    const server = new FakeElearningServer({ category: 'C' });
    serve(server);
    renderApp('/elearning/choose');
    expect((await screen.findByTestId('courses-empty')).textContent).toBe('W kategorii C nie ma jeszcze kursów.');
  });

  it('opens a module to its subjects and a subject to its slides with viewed marks; a slide opens the viewer', async () => {
    const server = new FakeElearningServer();
    server.viewed = new Set([101]);
    serve(server);
    renderApp('/elearning/modules/5');
    fireEvent.click(await screen.findByTestId('module-11-toggle'));
    fireEvent.click(await screen.findByTestId('subject-21'));
    const viewed = await screen.findByTestId('slide-link-101');
    expect(viewed.getAttribute('data-viewed')).toBe('true');
    expect(screen.getByTestId('slide-link-102').getAttribute('data-viewed')).toBe('false');
    expect(server.calls('learning/course/subjects/11')).toHaveLength(1);
    expect(server.calls('learning/course/slaids/21/5')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('slide-link-102'));
    await waitFor(() => expect(screen.getByTestId('slide-viewer').getAttribute('data-slide-id')).toBe('102'));
  });
});
