import { PlayerEvents, type VideoPlayer } from './video-player';

/**
 * The HTML5 implementation: a `<video controls>` in the container, its native events mapped to the
 * player events (loadedmetadata -> ready, ended -> finish, timeupdate -> playProgress,
 * seeked -> seek).
 */
export function createHtml5Player(container: HTMLElement, src: string, options: { title?: string } = {}): VideoPlayer {
  const video = document.createElement('video');
  video.controls = true;
  video.preload = 'metadata';
  video.playsInline = true;
  video.src = src;
  video.style.width = '100%';
  video.style.display = 'block';
  // A phone shows the whole film; a wide screen does not get a film taller than the window.
  video.style.maxHeight = '70vh';
  video.setAttribute('data-testid', 'lecture-video');
  if (options.title) video.setAttribute('aria-label', options.title);
  container.appendChild(video);

  const events = new PlayerEvents();
  const duration = () => (Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0);
  const native: Array<[string, () => void]> = [
    ['loadedmetadata', () => events.emit('ready', undefined)],
    ['play', () => events.emit('play', undefined)],
    ['pause', () => {
      // The browser pauses at the end before `ended`; that is a finish, not a pause.
      if (!video.ended) events.emit('pause', undefined);
    }],
    ['ended', () => events.emit('finish', undefined)],
    ['timeupdate', () => {
      const total = duration();
      events.emit('playProgress', { seconds: video.currentTime, percent: total > 0 ? Math.min(1, video.currentTime / total) : 0 });
    }],
    ['seeked', () => events.emit('seek', { seconds: video.currentTime })],
  ];
  for (const [name, handler] of native) video.addEventListener(name, handler);

  return {
    on: (event, listener) => events.on(event, listener),
    play: async () => {
      try {
        await video.play();
      } catch {
        // Refused by the autoplay policy (or no source yet): the learner presses play.
      }
    },
    pause: async () => {
      video.pause();
    },
    seek: async (seconds) => {
      video.currentTime = Math.max(0, seconds);
    },
    destroy: () => {
      for (const [name, handler] of native) video.removeEventListener(name, handler);
      events.clear();
      video.pause();
      video.removeAttribute('src');
      video.remove();
    },
  };
}
