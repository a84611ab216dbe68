import { expect, test, type Page } from '@playwright/test';
import type { BankSearchPage } from '@osk/contract';
import { sessionId } from './support/exam-by-api';

// Issue 23, the question bank browser, on a phone (390 x 844, touch) against the real server in demo
// mode: the demo learner searches a word without its Polish letters and with them (the same questions),
// opens one with its media, key, explanation and legal source, and stars it (checked through the API).

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const API = '/api/eprawko-rest';
const SHOTS = '/tmp/bank';
// "skrzyżowaniu" appears in several questions of the demo bank's category B.
const PLAIN = 'skrzyzowaniu';
const ACCENTED = 'skrzyżowaniu';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('cookie-accept').click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Types the words and waits for the search the page sends once typing stops. */
async function searchFor(page: Page, words: string): Promise<BankSearchPage> {
  const answered = page.waitForResponse((r) => r.url().includes('/questions/bank/search/') && new URL(r.url()).searchParams.get('q') === words);
  await page.getByTestId('bank-search').fill(words);
  const response = await answered;
  expect(response.status()).toBe(200);
  return (await response.json()) as BankSearchPage;
}

async function hardIds(page: Page, jsessionid: string, studentId: number): Promise<number[]> {
  const res = await page.request.get(`${API}/questions/student/ids/${studentId}`, { headers: { jsessionid } });
  expect(res.status()).toBe(200);
  return (await res.json()) as number[];
}

test('search with and without Polish letters finds the same questions; a question opens with its key and gets the star', async ({ page }) => {
  await logIn(page);
  // The learner home offers the bank below today's work; /learn/choose offers it for the chosen category.
  await expect(page.getByTestId('home-open-bank')).toHaveAttribute('href', '/learn/bank');
  await page.getByTestId('home-open-bank').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/home-link-390.png` });
  await page.goto('/learn/choose');
  await expect(page.getByTestId('learn-open-bank')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/learn-choose-390.png` });
  await page.getByTestId('learn-open-bank').tap();
  await expect(page).toHaveURL(/\/learn\/bank$/);
  await expect(page.getByTestId('bank-title')).toBeVisible();
  await expect(page.getByTestId('bank-results')).toBeVisible();

  const plain = await searchFor(page, PLAIN);
  expect(plain.totalElements).toBeGreaterThan(0);
  await expect(page.getByTestId('bank-total')).toContainText(String(plain.totalElements));
  const firstHit = page.getByTestId('bank-hit').first();
  await expect(firstHit.locator('mark').first()).toHaveText(/skrzyżowaniu/i);
  await page.screenshot({ path: `${SHOTS}/bank-plain-390.png` });

  const accented = await searchFor(page, ACCENTED);
  expect(accented.content.map((h) => h.externalId)).toEqual(plain.content.map((h) => h.externalId));
  expect(accented.totalElements).toBe(plain.totalElements);

  // Nothing matches: the empty state.
  await searchFor(page, 'qwxzz');
  await expect(page.getByTestId('bank-empty')).toBeVisible();
  // The same words again: answered from what was already asked.
  await page.getByTestId('bank-search').fill(PLAIN);
  await expect(page.getByTestId('bank-hit').first()).toBeVisible();

  const hit = plain.content[0];
  if (!hit) throw new Error('no hit');
  await page.locator(`[data-testid="bank-hit"][data-external-id="${hit.externalId}"]`).tap();
  const detail = page.getByTestId('bank-question');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('bank-question-correct')).toBeVisible();
  await expect(detail.locator('[data-correct="true"]')).toHaveCount(1);
  await expect(detail.getByTestId('bank-question-legal-source')).toBeVisible();

  const jsessionid = await sessionId(page);
  const me = (await (await page.request.get(`${API}/student/show`, { headers: { jsessionid } })).json()) as { id: number };
  const star = detail.getByTestId('hard-toggle');
  await expect(star).toBeEnabled();
  const wasHard = (await star.getAttribute('aria-pressed')) === 'true';
  if (wasHard) {
    await star.tap();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  }
  const marked = page.waitForResponse((r) => r.url().includes(`/questions/student/add/`) && r.status() === 200);
  await star.tap();
  await marked;
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(await hardIds(page, jsessionid, me.id)).toContain(hit.externalId);
  await page.screenshot({ path: `${SHOTS}/bank-question-390.png`, fullPage: true });

  // At 1280 px: the list and the question in a dialog.
  await page.getByRole('button', { name: 'Zamknij' }).tap();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('bank-hit').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bank-list-1280.png` });

  // The demo learner's stars as they were (other journeys count them).
  if (!wasHard) {
    expect((await page.request.get(`${API}/questions/student/remove/${me.id}/${hit.externalId}`, { headers: { jsessionid } })).status()).toBe(200);
    expect(await hardIds(page, jsessionid, me.id)).not.toContain(hit.externalId);
  }

  // A question with a picture (no Polish letters typed again), opened at 1280.
  const pictured = await searchFor(page, 'sygnaly zezwalaja');
  const withPicture = pictured.content.find((h) => h.mediaType === 'IMAGE');
  if (!withPicture) throw new Error('no question with a picture');
  await expect(page.locator(`[data-testid="bank-hit"][data-external-id="${withPicture.externalId}"]`).getByTestId('bank-hit-media')).toHaveText('Zdjęcie');
  await page.locator(`[data-testid="bank-hit"][data-external-id="${withPicture.externalId}"]`).click();
  await expect(page.getByTestId('bank-question').getByTestId('exam-image')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}/bank-question-1280.png` });
});
