import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

interface Preloadable {
  preload: () => Promise<void>;
}

function isPreloadable(type: unknown): type is Preloadable {
  return (typeof type === 'object' || typeof type === 'function') && type !== null && typeof (type as Partial<Preloadable>).preload === 'function';
}

/** The lazily loaded screens an element draws: itself, and down through its children. */
function screensOf(node: ReactNode, into: Preloadable[]): Preloadable[] {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) screensOf(child, into);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    if (isPreloadable(node.type)) into.push(node.type);
    screensOf(node.props.children, into);
  }
  return into;
}

/** The lazily loaded screens the route table draws at a path (its layouts' and its page's). */
export function screensAt(routes: RouteObject[], pathname: string): Preloadable[] {
  const screens: Preloadable[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) screensOf(match.route.element, screens);
  return screens;
}

/**
 * Fetches the screens of the address the app opens on, so the first render draws the page itself
 * rather than a loader (issue 19). Settles when they have arrived, when one fails (the page then
 * shows its error as it would have), or after `limitMs`, whichever comes first: a slow chunk does not
 * keep the whole app blank.
 */
export function preloadScreensAt(routes: RouteObject[], pathname: string, limitMs = 3000): Promise<void> {
  const screens = screensAt(routes, pathname);
  if (screens.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void Promise.all(screens.map((screen) => screen.preload()))
      .catch(() => undefined)
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
