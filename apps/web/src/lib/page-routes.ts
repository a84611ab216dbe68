import type { UserType } from '@osk/contract';
import type { ComponentType } from 'react';

/**
 * A page of the route table, as a feature declares it in `features/<name>/<name>.routes.tsx`;
 * app/router.tsx folds the features' lists into the table. Every page is its own lazily loaded chunk.
 */
export interface PageRoute {
  /** The path as the router writes it, without the leading slash (`exam/exam/:id`, `stats/:id?`). */
  readonly path: string;
  /** Who may open the page (RequireUser); absent: everyone, signed in or not. */
  readonly users?: readonly UserType[];
  /**
   * The page's first frame reads no data (its heading and lead); what does is drawn after the paint
   * (components/after-paint). The page is then drawn without the query client, which comes with that
   * part, and route-preload.js leaves the client out of the page's first requests (issue 19). Written
   * between `path` and `page`.
   */
  readonly dataAfterPaint?: boolean;
  /**
   * Loads the page: `() => import('./pages/x.page').then((m) => m.XPage)`, written after `path` in the
   * same object (build/route-preload.ts reads the routes files and takes the first `import('…')`
   * after each path as that path's page).
   */
  readonly page: () => Promise<ComponentType>;
}

/** A component one feature provides for another feature's page (app/ hands it over): loaded lazily. */
export type ScreenLoader<P extends object = object> = () => Promise<ComponentType<P>>;
