// @vitest-environment jsdom
import { AUTOPLAY_SILENT_SLIDE_MS, type LoginUser } from '@osk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMediaToken } from '../../../lib/session/media-token';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeElearningServer } from '../test/fake-elearning-server';
import { AUTOPLAY_KEY, NARRATOR_KEY } from './slide-viewer.page';

beforeAll(async () => {
  await setUpI18n('pl');
});

let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clearSessionUser();
  forgetMediaToken();
  window.localStorage.clear();
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

function serve(server: FakeElearningServer) {
  server.api.install();
  setSessionUser(loginUserFixture() as LoginUser);
}

async function onSlide(server: FakeElearningServer, id: number, count: number) {
  await waitFor(() => expect(screen.getByTestId('slide-viewer').getAttribute('data-slide-id')).toBe(String(id)));
  await waitFor(() => expect(server.storedSlides()).toHaveLength(count));
  expect(server.storedSlides().at(-1)).toBe(id);
}

describe('/elearning/slaid/{moduleId}', () => {
  it('shows the slide with its text, image and progress, and stores it as the resume point', { timeout: 15_000 }, async () => {
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/slaid/11?lesson=1');
    await onSlide(server, 101, 1);
    expect(screen.getByTestId('slide-name').textContent).toBe('Trójkąt ostrzegawczy');
    expect(screen.getByTestId('slide-content').querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByTestId('slide-counter').textContent).toBe('Slajd 1 z 3');
    expect(server.calls('learning/progress', 'POST')[0]?.body).toEqual({ studentId: 31, courseId: 5, moduleNumber: 1, subjectId: 21, slaidId: 101, lessonNumber: 1 });
    // The media token is asked for once, and files carry it in the query.
    await waitFor(() => expect(screen.getByTestId('slide-image').getAttribute('src')).toBe('/api/pliki/kurs/101.png?token=media-token-xyz'));
    expect(server.calls('media/token', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('slide-course-percent').textContent).toBe('Kurs: 20%'));
    expect(screen.getByTestId('slide-previous')).toHaveProperty('disabled', true);
  });

  it('turns pages by button, arrow keys and swipes, storing each slide shown', async () => {
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/slaid/11?lesson=1');
    await onSlide(server, 101, 1);

    fireEvent.click(screen.getByTestId('slide-next'));
    await onSlide(server, 102, 2);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await onSlide(server, 103, 3);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await onSlide(server, 102, 4);

    // A swipe to the left is the next slide, to the right the previous one; a short move is neither.
    const card = () => screen.getByTestId('slide-card');
    fireEvent.touchStart(card(), { changedTouches: [{ clientX: 300, clientY: 200 }], touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(card(), { changedTouches: [{ clientX: 120, clientY: 210 }] });
    await onSlide(server, 103, 5);
    fireEvent.touchStart(card(), { changedTouches: [{ clientX: 100, clientY: 200 }], touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(card(), { changedTouches: [{ clientX: 130, clientY: 200 }] });
    fireEvent.touchStart(card(), { changedTouches: [{ clientX: 100, clientY: 100 }], touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(card(), { changedTouches: [{ clientX: 170, clientY: 300 }] });
    expect(screen.getByTestId('slide-viewer').getAttribute('data-slide-id')).toBe('103');
    fireEvent.touchStart(card(), { changedTouches: [{ clientX: 100, clientY: 200 }], touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(card(), { changedTouches: [{ clientX: 260, clientY: 190 }] });
    await onSlide(server, 102, 6);
    expect(server.storedSlides()).toEqual([101, 102, 103, 102, 103, 102]);
  });

  it('goes on to the next module after its last slide and offers to finish the course at the very end', async () => {
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/slaid/11?lesson=3');
    await onSlide(server, 103, 1);
    fireEvent.click(await screen.findByTestId('slide-next-module'));
    await onSlide(server, 104, 2);
    expect(screen.getByTestId('slide-counter').textContent).toBe('Slajd 1 z 2');
    // Back from the first slide of a module: the last slide of the previous one.
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await onSlide(server, 103, 3);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await onSlide(server, 104, 4);
    fireEvent.click(screen.getByTestId('slide-next'));
    await onSlide(server, 105, 5);
    expect(screen.getByTestId('slide-finish-course').getAttribute('href')).toBe('/elearning/choose');
    expect(screen.queryByTestId('slide-next')).toBeNull();
    expect(screen.getByTestId('slide-finish-learning').getAttribute('href')).toBe('/elearning/modules/5');
  });

  it('plays the narration with the narrator on and, with autoplay, moves on when it ends', async () => {
    window.localStorage.setItem(NARRATOR_KEY, '1');
    window.localStorage.setItem(AUTOPLAY_KEY, '1');
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/slaid/11?lesson=1');
    await onSlide(server, 101, 1);
    const audio = await screen.findByTestId('slide-audio');
    expect(audio.getAttribute('src')).toBe('/api/pliki/kurs/101.mp3?token=media-token-xyz');
    await waitFor(() => expect(play).toHaveBeenCalled());
    fireEvent.ended(audio);
    await onSlide(server, 102, 2);
  });

  it('without narration, autoplay moves on after the silent pause', async () => {
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/slaid/11?lesson=3');
    await onSlide(server, 103, 1);
    await screen.findByTestId('slide-next-module');
    // Fake time from here: switching autoplay on starts the silent pause under it.
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('slide-autoplay').querySelector('input') ?? screen.getByTestId('slide-autoplay'));
    expect(window.localStorage.getItem(AUTOPLAY_KEY)).toBe('1');
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_SILENT_SLIDE_MS - 100);
    });
    expect(screen.getByTestId('slide-viewer').getAttribute('data-slide-id')).toBe('103');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    vi.useRealTimers();
    await onSlide(server, 104, 2);
  });

  it('remembers the switches and shows the film of a slide that has one', async () => {
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/slaid/11?lesson=1');
    await onSlide(server, 101, 1);
    fireEvent.click(screen.getByTestId('slide-narrator').querySelector('input') ?? screen.getByTestId('slide-narrator'));
    fireEvent.click(screen.getByTestId('slide-autoplay').querySelector('input') ?? screen.getByTestId('slide-autoplay'));
    expect(window.localStorage.getItem(NARRATOR_KEY)).toBe('1');
    expect(window.localStorage.getItem(AUTOPLAY_KEY)).toBe('1');
    fireEvent.click(screen.getByTestId('slide-film-toggle'));
    expect((await screen.findByTestId('slide-film')).getAttribute('src')).toBe('/api/pliki/kurs/101.webm?token=media-token-xyz');
  });

  it('says so when the module has no such slide', async () => {
    const server = new FakeElearningServer();
    serve(server);
    renderApp('/elearning/slaid/11?lesson=9');
    expect((await screen.findByTestId('slide-not-found')).textContent).toContain('W tym module nie ma slajdu o takim numerze.');
    expect(server.calls('learning/progress', 'POST')).toHaveLength(0);
  });

  it('shows the ended access with a link to the subscription and asks for no slide', async () => {
    const server = new FakeElearningServer({ learningAvailableTill: '2020-01-01' });
    serve(server);
    renderApp('/elearning/slaid/11?lesson=1');
    const state = await screen.findByTestId('elearning-no-access');
    expect(state.textContent).toContain('01.01.2020');
    expect(screen.getByTestId('elearning-no-access-buy').getAttribute('href')).toBe('/subscription');
    expect(server.calls('learning/course/slaid')).toHaveLength(0);
  });
});
