import { lazy, type ComponentType } from 'react';
import { withTexts } from '../lib/i18n/i18n';

/**
 * React.lazy for the app's lazily loaded pages and dialogs: the component arrives together with
 * every Polish text (`withTexts`) and the data layer, and renders inside the app's query client
 * (QueryScope). Neither is part of the landing page.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(
    withTexts(async () => {
      const [Component, { QueryScope }] = await Promise.all([load(), import('./query-scope')]);
      function Screen(props: P) {
        return (
          <QueryScope>
            <Component {...props} />
          </QueryScope>
        );
      }
      Screen.displayName = `Screen(${Component.displayName ?? Component.name})`;
      return { default: Screen };
    }),
  );
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
