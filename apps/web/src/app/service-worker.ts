/** What the registration needs of the browser (the window, in the app; a stand-in in tests). */
export interface ServiceWorkerHost {
  readonly document: { readonly readyState: DocumentReadyState };
  readonly navigator: { readonly serviceWorker?: { register(url: string, options: { scope: string }): Promise<unknown> } };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
  setTimeout(callback: () => void, ms: number): number;
}

/** The longest wait for an idle moment after the page has loaded. */
export const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker (the installed app and its offline shell, ADR 024) once the page has
 * loaded and the main thread is idle: its start and its install, which fetches the shell, then do not
 * compete with the page's own first requests and work on a slow phone (issue 19). The registration
 * script vite-plugin-pwa would write registers at the load event itself. A failed registration leaves
 * the app as it is (online only).
 */
export function registerServiceWorkerWhenIdle(host: ServiceWorkerHost, url = '/sw.js'): void {
  const worker = host.navigator.serviceWorker;
  if (!worker) return;
  const register = () => {
    worker.register(url, { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else host.setTimeout(register, 1_000);
  };
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, { once: true });
}
