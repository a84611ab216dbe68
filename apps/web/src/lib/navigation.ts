/** Navigation for code outside React components (the API client), e.g. the 403 redirect. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const fullPageNavigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let navigateImpl: Navigate = fullPageNavigate;

/**
 * The app registers the router's navigate here so redirects stay client-side; until then (and in
 * tests without a router) a full page load is used.
 */
export function registerNavigator(navigate: Navigate): () => void {
  navigateImpl = navigate;
  return () => {
    if (navigateImpl === navigate) navigateImpl = fullPageNavigate;
  };
}

/** Navigates to an in-app path. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}
