// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHtml5Player } from './html5-player';
import { isVimeoLink } from './video-player';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const player = createHtml5Player(container, '/api/pliki/wyklady/w1.webm?token=t', { title: 'Wykład' });
  const video = container.querySelector('video');
  if (!video) throw new Error('no video element');
  let now = 0;
  let ended = false;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => now, set: (value: number) => (now = value) });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 20 });
  Object.defineProperty(video, 'ended', { configurable: true, get: () => ended });
  return { player, video, container, at: (seconds: number) => (now = seconds), end: () => (ended = true) };
}

describe('HTML5 player adapter', () => {
  it('maps the native media events to the player events', () => {
    const { player, video, at } = mount();
    const seen: Array<[string, unknown]> = [];
    player.on('ready', () => seen.push(['ready', null]));
    player.on('play', () => seen.push(['play', null]));
    player.on('pause', () => seen.push(['pause', null]));
    player.on('playProgress', (data) => seen.push(['playProgress', data]));
    player.on('seek', (data) => seen.push(['seek', data]));
    player.on('finish', () => seen.push(['finish', null]));

    video.dispatchEvent(new Event('loadedmetadata'));
    video.dispatchEvent(new Event('play'));
    at(5);
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('pause'));
    at(12);
    video.dispatchEvent(new Event('seeked'));
    video.dispatchEvent(new Event('ended'));

    expect(seen).toEqual([
      ['ready', null],
      ['play', null],
      ['playProgress', { seconds: 5, percent: 0.25 }],
      ['pause', null],
      ['seek', { seconds: 12 }],
      ['finish', null],
    ]);
  });

  it('does not report the pause the browser makes at the end as a pause', () => {
    const { player, video, end } = mount();
    const pause = vi.fn();
    const finish = vi.fn();
    player.on('pause', pause);
    player.on('finish', finish);
    end();
    video.dispatchEvent(new Event('pause'));
    video.dispatchEvent(new Event('ended'));
    expect(pause).not.toHaveBeenCalled();
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('seeks, plays through the element, unsubscribes and removes the element on destroy', async () => {
    const { player, video, container } = mount();
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    await player.seek(7);
    expect(video.currentTime).toBe(7);
    await player.play();
    expect(play).toHaveBeenCalledTimes(1);
    const progress = vi.fn();
    const off = player.on('playProgress', progress);
    off();
    video.dispatchEvent(new Event('timeupdate'));
    expect(progress).not.toHaveBeenCalled();
    player.destroy();
    expect(container.querySelector('video')).toBeNull();
  });

  it('answers a refused play (autoplay policy) without throwing', async () => {
    const { player, video } = mount();
    vi.spyOn(video, 'play').mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    await expect(player.play()).resolves.toBeUndefined();
  });

  it('tells Vimeo links from local files', () => {
    expect(isVimeoLink('https://vimeo.com/76979871')).toBe(true);
    expect(isVimeoLink('https://player.vimeo.com/video/76979871')).toBe(true);
    expect(isVimeoLink('/api/pliki/wyklady/w1.webm')).toBe(false);
    expect(isVimeoLink('https://evil.example/vimeo.com/1')).toBe(false);
  });
});
