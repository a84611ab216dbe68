// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMediaToken } from '../../../lib/session/media-token';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeElearningServer } from '../test/fake-elearning-server';

beforeAll(async () => {
  await setUpI18n('pl');
});

let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clearSessionUser();
  forgetMediaToken();
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

function serve(server: FakeElearningServer) {
  server.api.install();
  setSessionUser(loginUserFixture() as LoginUser);
}

/** The film element of an open lecture, with a position the test moves (jsdom plays nothing). */
async function filmOf(lectureId: number) {
  const box = await screen.findByTestId(`lecture-player-${lectureId}`);
  const video = await waitFor(() => {
    const element = box.querySelector('video');
    if (!element) throw new Error('no film yet');
    return element;
  });
  let now = 0;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => now, set: (value: number) => (now = value) });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 12 });
  return { video, at: (seconds: number) => (now = seconds), position: () => now };
}

const status = (id: number) => screen.getByTestId(`lecture-${id}`).getAttribute('data-status');
const posts = (server: FakeElearningServer) => server.calls('lecture/lecture/progres', 'POST').map((r) => r.body);

describe('/lecture', () => {
  it('marks each lecture as not started, started or finished', async () => {
    const server = new FakeElearningServer();
    server.lectureProgress = [
      { studentId: 31, lectureId: 1, started: true, finished: true, endTime: 8 },
      { studentId: 31, lectureId: 2, started: true, finished: false, endTime: 5 },
    ];
    serve(server);
    renderApp('/lecture');
    await screen.findByTestId('lecture-list');
    expect(status(1)).toBe('finished');
    expect(status(2)).toBe('started');
    expect(status(3)).toBe('notStarted');
    expect(server.calls('lecture/lecture/31')).toHaveLength(1);
    expect(server.calls('lecture/lecture/progres/7')).toHaveLength(1);
  });

  it('resumes at the stored position and stores play, progress, pause and seek; the end finishes it and opens the next one', async () => {
    const server = new FakeElearningServer();
    server.lectureProgress = [{ studentId: 31, lectureId: 2, started: true, finished: false, endTime: 5 }];
    serve(server);
    renderApp('/lecture');
    fireEvent.click(await screen.findByTestId('lecture-2-toggle'));
    const film = await filmOf(2);
    expect(film.video.getAttribute('src')).toBe('/api/pliki/wyklady/w2.webm?token=media-token-xyz');

    fireEvent(film.video, new Event('loadedmetadata'));
    expect(film.position()).toBe(5);
    fireEvent(film.video, new Event('play'));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(posts(server)[0]).toEqual({ studentId: 31, lectureId: 2, started: true, finished: false, endTime: 5 });

    // Progress is stored every LECTURE_PROGRESS_SAVE_SECONDS of film, not on every tick.
    film.at(9);
    fireEvent(film.video, new Event('timeupdate'));
    film.at(15.4);
    fireEvent(film.video, new Event('timeupdate'));
    await waitFor(() => expect(posts(server)).toHaveLength(2));
    // The stated length is 12 s; the server's slack allows a little more, never further.
    expect(posts(server)[1]).toMatchObject({ endTime: 15 });

    film.at(10);
    fireEvent(film.video, new Event('seeked'));
    fireEvent(film.video, new Event('pause'));
    await waitFor(() => expect(posts(server)).toHaveLength(4));
    expect(posts(server)[2]).toMatchObject({ endTime: 10, finished: false });

    film.at(12);
    fireEvent(film.video, new Event('timeupdate'));
    fireEvent(film.video, new Event('ended'));
    await waitFor(() => expect(status(2)).toBe('finished'));
    await waitFor(() => expect(posts(server).at(-1)).toEqual({ studentId: 31, lectureId: 2, started: true, finished: true, endTime: 12 }));

    // The next lecture opens and starts.
    const next = await filmOf(3);
    play.mockClear();
    fireEvent(next.video, new Event('loadedmetadata'));
    expect(play).toHaveBeenCalled();
    expect(screen.queryByTestId('lecture-player-2')).toBeNull();
  });

  it('shows the no-access state when the server refuses the lectures', async () => {
    const server = new FakeElearningServer();
    server.lecturesRefusal = { status: 403, code: 'msg.error.lectures.no.access' };
    serve(server);
    renderApp('/lecture');
    const state = await screen.findByTestId('lectures-no-access');
    expect(state.textContent).toContain('Brak dostępu do e-wykładów');
    expect(screen.getByTestId('lectures-no-access-buy').getAttribute('href')).toBe('/subscription');
    // A refusal of access is not a lost session.
    expect(screen.queryByTestId('lecture-list')).toBeNull();
  });

  it('without lecture access asks for no lectures and offers the subscription', async () => {
    const server = new FakeElearningServer({ lecturesAvailableTill: null });
    serve(server);
    renderApp('/lecture');
    const state = await screen.findByTestId('lectures-no-access');
    expect(state.textContent).toContain('Nie masz jeszcze tego dostępu.');
    expect(server.calls('lecture/lecture')).toHaveLength(0);
  });
});
