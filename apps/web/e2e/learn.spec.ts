import { expect, test, type Page } from '@playwright/test';

// Journeys of learning by module against the real server in demo mode (its demo question bank and
// the demo learner's seeded progress): learn a module, reveal an answer, move on, leave and come back
// to the same question; mark a question hard and find the hard exam ready; and the screens on a phone.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
// A module of category B with 7 questions in the demo bank and no seeded progress.
const MODULE = 27;
const SHOTS = '/tmp/learn';

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  // The consent banner would cover the screenshots.
  await page.getByTestId('cookie-accept').click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

const learnScreen = (page: Page) => page.getByTestId('learn-screen');

test('a learner learns a module, reveals an answer, leaves and resumes at the same question, then marks it hard', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('nav-learn').first().click();
  await expect(page).toHaveURL(/\/learn\/choose$/);
  const card = page.getByTestId(`learn-module-${MODULE}`);
  await expect(card).toContainText('Wypadki i pierwsza pomoc');
  await expect(card).toContainText('7 pytań');
  await expect(page.getByTestId(`learn-module-${MODULE}-percent`)).toHaveText('0%');
  // The seeded progress of module 1 (4 of 4) and its weak answers show on the list.
  await expect(page.getByTestId('learn-module-1-percent')).toHaveText('100%');
  await expect(page.getByTestId('learn-module-1-review')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/choose-desktop.png`, fullPage: true });

  await page.getByTestId(`learn-module-${MODULE}-start`).click();
  await expect(page).toHaveURL(new RegExp(`/exam/exam/learn${MODULE}$`));
  await expect(page.getByTestId('learn-counter')).toHaveText('Pytanie 1 z 7');

  // Answer from the keyboard, then check it: the key, the verdict and the explanation show.
  const basic = (await learnScreen(page).getAttribute('data-question-type')) === 'STANDARD';
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/eprawko-rest/learning/answer') && r.request().method() === 'POST');
  await page.keyboard.press(basic ? 't' : 'a');
  await expect(page.getByTestId(basic ? 'exam-answer-TAK' : 'exam-answer-A')).toHaveAttribute('aria-pressed', 'true');
  // Instant feedback (the default, issue 23): the answer is the check.
  await expect(page.getByTestId('learn-verdict')).toHaveAttribute('data-verdict', /RIGHT|WRONG/);
  await expect(page.getByTestId('learn-explanation')).not.toBeEmpty();
  expect((await recorded).ok()).toBe(true);
  await page.screenshot({ path: `${SHOTS}/screen-revealed-desktop.png`, fullPage: true });

  // Next twice: once from the keyboard, once with the button.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('learn-counter')).toHaveText('Pytanie 2 z 7');
  await page.getByTestId('learn-next').click();
  await expect(page.getByTestId('learn-counter')).toHaveText('Pytanie 3 z 7');
  const questionText = await page.getByTestId('learn-question-text').textContent();

  // Leaving the screen stores the position.
  const stored = page.waitForResponse((r) => r.url().includes(`/progress/learn/store/`) && r.url().includes(`/${MODULE}/3/7/B`));
  await page.getByTestId('nav-profile').first().click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await stored).ok()).toBe(true);

  await page.getByTestId('nav-learn').first().click();
  await expect(page.getByTestId(`learn-module-${MODULE}-percent`)).toHaveText('43%');
  await expect(page.getByTestId(`learn-module-${MODULE}-start`)).toHaveText('Kontynuuj');
  await page.getByTestId(`learn-module-${MODULE}-start`).click();
  await expect(page.getByTestId('learn-counter')).toHaveText('Pytanie 3 z 7');
  await expect(page.getByTestId('learn-question-text')).toHaveText(questionText ?? '');

  // Mark it hard: the star fills and the server keeps it.
  const star = page.getByTestId('hard-toggle');
  await expect(star).toBeEnabled();
  if ((await star.getAttribute('aria-pressed')) === 'true') {
    // The demo seed may have marked it already: take the mark off first, so marking is what is tried.
    const removed = page.waitForResponse((r) => r.url().includes('/questions/student/remove/'));
    await star.click();
    expect((await removed).ok()).toBe(true);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  }
  const added = page.waitForResponse((r) => r.url().includes('/questions/student/add/'));
  await star.click();
  expect((await added).ok()).toBe(true);
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // The server keeps it: a fresh load of the module shows the star filled.
  await page.reload();
  await expect(page.getByTestId('learn-counter')).toHaveText('Pytanie 3 z 7');
  await expect(page.getByTestId('hard-toggle')).toHaveAttribute('aria-pressed', 'true');

  // The hard exam is offered with the count of marked questions and opens its INFO stage.
  await page.getByTestId('learn-finish').click();
  await expect(page).toHaveURL(/\/learn\/choose$/);
  await page.goto('/exam/choose');
  await expect(page.getByTestId('exam-choose-hard')).toContainText(/Oznaczone: \d+ pyta/);
  const marked = Number(/Oznaczone: (\d+) pyta/.exec((await page.getByTestId('exam-choose-hard').textContent()) ?? '')?.[1]);
  await page.getByTestId('exam-choose-hard-start').click();
  await expect(page).toHaveURL(/\/exam\/exam\/hard\?lang=PL$/);
  await expect(page.getByTestId('exam-info-title')).toHaveText('Egzamin z trudnych pytań');
  await expect(page.getByTestId('exam-info-questions')).toContainText('Twoje trudne pytania');
  await expect(page.getByTestId('exam-start')).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/hard-info-desktop.png`, fullPage: true });
  // Taking it: fewer than 32 marked questions make an exam of exactly those.
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-counter')).toHaveText(`Pytanie 1 z ${Math.min(marked, 32)}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the module list and the learn screen fit a 390 px screen', async ({ page }) => {
    await logIn(page);
    await page.goto('/learn/choose');
    await expect(page.getByTestId('learn-module-1')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/choose-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A module with a specialist (A/B/C) or a medium question: walk to one with a medium if there is one.
    await page.getByTestId('learn-module-24-start').click();
    await expect(learnScreen(page)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('learn-revealed')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/screen-390.png`, fullPage: true });
    // The review order of a module with weak answers.
    await page.goto('/learn/choose');
    await page.getByTestId('learn-module-1-review').click();
    await expect(learnScreen(page)).toHaveAttribute('data-order', 'REVIEW');
    await page.screenshot({ path: `${SHOTS}/review-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
