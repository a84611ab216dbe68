import { createHtml5Player } from './html5-player';
import { isVimeoLink, type VideoPlayer } from './video-player';

/**
 * Mounts the player a lecture link needs: Vimeo's for vimeo.com links (its library is imported only
 * then), the HTML5 one for local files (`src` is the link with the media token).
 */
export async function createPlayer(container: HTMLElement, link: string, src: string, title?: string): Promise<VideoPlayer> {
  if (isVimeoLink(link)) {
    const { createVimeoPlayer } = await import('./vimeo-player');
    return createVimeoPlayer(container, link);
  }
  return createHtml5Player(container, src, { title });
}
