/**
 * Leaving the app for another site (the trusted profile signing service). An object so tests can
 * watch the redirect (jsdom cannot follow it).
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
