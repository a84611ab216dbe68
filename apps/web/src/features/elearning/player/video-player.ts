/**
 * One interface over the lecture players (FACTS.md "Video"): an HTML5 `<video>` for local films and
 * Vimeo's player for Vimeo links. The event names are the original player's: `finish`,
 * `playProgress` and `seek` correspond to the native `ended`, `timeupdate` and `seeked`.
 */
export interface PlayerEventMap {
  ready: undefined;
  play: undefined;
  pause: undefined;
  finish: undefined;
  /** `percent` is the share of the film played, 0 to 1 (as Vimeo reports it). */
  playProgress: { seconds: number; percent: number };
  seek: { seconds: number };
}

export type PlayerEvent = keyof PlayerEventMap;
export type PlayerListener<E extends PlayerEvent> = (data: PlayerEventMap[E]) => void;

/** A mounted player. */
export interface VideoPlayer {
  /** Subscribes to an event; answers the unsubscribe function. */
  on<E extends PlayerEvent>(event: E, listener: PlayerListener<E>): () => void;
  /** Starts playing; a browser may refuse (autoplay policy), which is not an error for the caller. */
  play(): Promise<void>;
  pause(): Promise<void>;
  /** Moves to a second of the film. */
  seek(seconds: number): Promise<void>;
  /** Removes the player and its listeners. */
  destroy(): void;
}

/** A small typed event hub shared by the implementations. */
export class PlayerEvents {
  private readonly listeners = new Map<PlayerEvent, Set<(data: unknown) => void>>();

  on<E extends PlayerEvent>(event: E, listener: PlayerListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const entry = listener as (data: unknown) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  emit<E extends PlayerEvent>(event: E, data: PlayerEventMap[E]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(data);
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** Whether a lecture link is a Vimeo film (anything else is a local file under /api/pliki/). */
export function isVimeoLink(link: string): boolean {
  return /^https?:\/\/(?:[\w-]+\.)?vimeo\.com\//i.test(link);
}
