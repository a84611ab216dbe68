import { PlayerEvents, type VideoPlayer } from './video-player';

/**
 * The Vimeo implementation: Vimeo's player library, loaded only when a Vimeo film is opened (its
 * own chunk), in an iframe from player.vimeo.com (allowed by the server's CSP frame-src).
 */
export async function createVimeoPlayer(container: HTMLElement, url: string): Promise<VideoPlayer> {
  const { default: Player } = await import('@vimeo/player');
  // isVimeoLink checked the address; the library's template type cannot know it.
  const player = new Player(container, { url: url as `https://vimeo.com/${string}`, responsive: true, dnt: true });
  const events = new PlayerEvents();
  void player.ready().then(
    () => events.emit('ready', undefined),
    () => undefined,
  );
  player.on('play', () => events.emit('play', undefined));
  player.on('pause', () => events.emit('pause', undefined));
  player.on('ended', () => events.emit('finish', undefined));
  player.on('timeupdate', (data: { seconds: number; percent: number }) => events.emit('playProgress', { seconds: data.seconds, percent: data.percent }));
  player.on('seeked', (data: { seconds: number }) => events.emit('seek', { seconds: data.seconds }));

  return {
    on: (event, listener) => events.on(event, listener),
    play: async () => {
      try {
        await player.play();
      } catch {
        // Refused by the browser's autoplay policy: the learner presses play.
      }
    },
    pause: async () => {
      await player.pause().catch(() => undefined);
    },
    seek: async (seconds) => {
      await player.setCurrentTime(Math.max(0, seconds)).catch(() => undefined);
    },
    destroy: () => {
      events.clear();
      void player.destroy().catch(() => undefined);
    },
  };
}
