import { expect, type Page } from '@playwright/test';

/** Logs in through the header's login form and waits for the landing page. */
export async function logIn(page: Page, who: { login: string; password: string }, landing: RegExp): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(who.login);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(landing);
}

/** A call of the logged-in user's session from the page; answers the JSON (throws on a non-2xx). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const user = JSON.parse(localStorage.getItem('osk.user') ?? '{}') as { uuid?: string };
      const res = await fetch(`/api/${path}`, {
        method,
        headers: { jsessionid: user.uuid ?? '', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return JSON.parse(text) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;
}
