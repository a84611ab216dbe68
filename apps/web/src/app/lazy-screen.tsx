import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useAfterPaint } from '../components/after-paint';
import { polishTextsReady, withFirstFrameTexts, withTexts } from '../lib/i18n/i18n';

/** A lazily loaded screen that can be fetched before it is drawn. */
export type PreloadableScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the screen (its chunk, the texts, the data layer); settles when it can be drawn at once. */
  preload: () => Promise<void>;
};

/**
 * A thenable that calls back at once: React.lazy takes a component from it without suspending (a
 * Promise would call back a microtask later, after React has drawn the fallback).
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

export interface LazyScreenOptions {
  /**
   * Whether the screen is drawn inside the app's query client (default). `false` for a page whose
   * first frame reads no data: it is drawn without waiting for the data layer (TanStack Query, the
   * API client), and the part it draws after the paint (components/after-paint) brings the client
   * with it, so a phone's first wave of requests does not carry that code (issue 19).
   */
  queryScope?: boolean;
  /**
   * `'firstFrame'` for a page whose first frame reads no data (`dataAfterPaint`): it is drawn once
   * the first frame's Polish texts have arrived (lib/i18n `withFirstFrameTexts`), not every Polish
   * text, and asks for the rest right after its paint (issue 19). Default `'all'`.
   */
  texts?: 'all' | 'firstFrame';
}

/** Asks for every Polish text once the page around it is on screen (a `'firstFrame'` screen's part). */
function RestOfTexts() {
  const painted = useAfterPaint();
  useEffect(() => {
    if (painted) polishTextsReady().catch(() => undefined);
  }, [painted]);
  return null;
}

/**
 * React.lazy for the app's lazily loaded pages and dialogs: the component arrives together with
 * every Polish text (`withTexts`) and the data layer, and renders inside the app's query client
 * (QueryScope). Neither is part of the landing page.
 *
 * `preload()` fetches it ahead; once it has arrived the screen draws without suspending. main.tsx
 * preloads the screens of the address the app opens on, so the first frame has the page in it: a
 * Suspense fallback drawn first would hold the page back by React's 300 ms reveal throttle (issue 19).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, { queryScope = true, texts = 'all' }: LazyScreenOptions = {}): PreloadableScreen<P> {
  let screen: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= (texts === 'firstFrame' ? withFirstFrameTexts : withTexts)(async () => {
      if (texts === 'firstFrame') {
        const Component = await load();
        function FirstFrameScreen(props: P) {
          return (
            <>
              <Component {...props} />
              <RestOfTexts />
            </>
          );
        }
        FirstFrameScreen.displayName = `FirstFrameScreen(${Component.displayName ?? Component.name})`;
        if (!queryScope) return FirstFrameScreen;
        const { QueryScope } = await import('../lib/query-scope');
        return function Screen(props: P) {
          return (
            <QueryScope>
              <FirstFrameScreen {...props} />
            </QueryScope>
          );
        };
      }
      if (!queryScope) return load();
      const [Component, { QueryScope }] = await Promise.all([load(), import('../lib/query-scope')]);
      function Screen(props: P) {
        return (
          <QueryScope>
            <Component {...props} />
          </QueryScope>
        );
      }
      Screen.displayName = `Screen(${Component.displayName ?? Component.name})`;
      return Screen;
    })().then(
      (loaded) => {
        screen = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => (screen ? settled({ default: screen }) : start().then((loaded) => ({ default: loaded }))));
  return Object.assign(Lazy, { preload: async () => void (await start()) });
}

/**
 * React.lazy for an optional widget (notification container, back-to-top button): when its chunk
 * cannot be fetched (offline, a deploy replaced it), nothing is drawn instead of the error taking
 * the page down.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      const Nothing: ComponentType<P> = () => null;
      return { default: Nothing };
    }
  });
}
