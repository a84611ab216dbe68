import { useCallback, useEffect, useRef } from 'react';
import { setFullScreenMode, useFullScreenMode } from '../../../lib/full-screen-mode';

function browserFullScreen(): Element | null {
  return typeof document === 'undefined' ? null : (document.fullscreenElement ?? null);
}

/**
 * The exam's full-screen mode (issue 18): the site's header and footer are hidden, as on the
 * terminal at the exam centre, and the browser goes full screen where the Fullscreen API exists
 * (not on an iPhone, where only the frame is hidden). Esc or the button leaves it; leaving the
 * browser's full screen (its own Esc) leaves the mode too, and so does the end of the exam.
 */
export function useExamFullScreen() {
  const on = useFullScreenMode();
  const usedApi = useRef(false);

  const leave = useCallback(() => {
    setFullScreenMode(false);
    if (usedApi.current && browserFullScreen()) void document.exitFullscreen().catch(() => undefined);
    usedApi.current = false;
  }, []);

  const enter = useCallback(() => {
    setFullScreenMode(true);
    const root = document.documentElement;
    if (typeof root.requestFullscreen === 'function' && document.fullscreenEnabled !== false) {
      usedApi.current = true;
      // Refused (no user gesture, a policy): the frameless page is still there.
      void root.requestFullscreen({ navigationUI: 'hide' }).catch(() => {
        usedApi.current = false;
      });
    }
  }, []);

  useEffect(() => {
    const onChange = () => {
      if (!browserFullScreen() && usedApi.current) {
        usedApi.current = false;
        setFullScreenMode(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') leave();
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
    };
  }, [leave]);

  // The mode belongs to the running exam: its end (or leaving the screen) ends it.
  useEffect(() => leave, [leave]);

  return { on, enter, leave, toggle: on ? leave : enter };
}
