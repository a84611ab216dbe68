import { expect, test, type Page } from '@playwright/test';

// Journeys of the exam screens against the real server in demo mode (its demo question bank): the
// anonymous demo exam with running timers (a fake browser clock), the demo student's category B exam
// to the RESULT and CHECK stages from the keyboard, and a reload in the middle of an exam.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

const runner = (page: Page) => page.getByTestId('exam-runner');

/**
 * Answers the current question from the keyboard: Space ends the reading, T (basic) or A (specialist)
 * chooses, Enter approves. A film is not waited for: its question is approved without an answer.
 * Answers the question's ordinal number and whether an answer was given.
 */
async function answerByKeyboard(page: Page): Promise<{ ordinal: number; answered: boolean }> {
  const current = runner(page);
  const ordinal = Number(await current.getAttribute('data-ordinal'));
  if ((await current.getAttribute('data-phase')) === 'READ') {
    await page.keyboard.press('Space');
    await expect(current).not.toHaveAttribute('data-phase', 'READ');
  }
  let answered = false;
  if ((await current.getAttribute('data-phase')) === 'ANSWER') {
    const basic = (await current.getAttribute('data-question-type')) === 'STANDARD';
    await page.keyboard.press(basic ? 't' : 'a');
    await expect(page.getByTestId(basic ? 'exam-answer-TAK' : 'exam-answer-A')).toHaveAttribute('aria-pressed', 'true');
    answered = true;
  }
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-testid="exam-runner"][data-ordinal="${ordinal + 1}"], [data-testid="exam-result"]`)).toBeVisible();
  return { ordinal, answered };
}

test('a visitor takes the demo exam: the countdowns run and reading moves on to answering', async ({ page }) => {
  await page.clock.install();
  await page.goto('/exam/choose');
  await page.getByTestId('exam-choose-demo-start').click();
  await expect(page).toHaveURL(/\/exam\/exam\/demo\?lang=PL$/);
  await expect(page.getByTestId('exam-info-pass')).toHaveText('68 z 74 punktów');

  const created = page.waitForResponse((r) => r.url().includes('/api/eprawko-rest/exam/demo/PL'));
  await page.getByTestId('exam-start').click();
  const exam = (await (await created).json()) as { id: number; execution: Array<{ question: { correct: string | null } }> };
  // The browser never gets the correct answers of a running exam.
  expect(exam.execution).toHaveLength(32);
  expect(exam.execution.every((item) => item.question.correct === null)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/exam/exam/${exam.id}$`));

  await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 1 z 32');
  await expect(runner(page)).toHaveAttribute('data-phase', 'READ');
  await expect(page.getByTestId('exam-phase-label')).toHaveText('Czas na zapoznanie się z pytaniem');
  // From here the page's clock moves only when the test says; on a busy machine some real seconds may
  // already have passed since the question was shown, so the countdowns are read, then moved.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const phaseTime = page.getByTestId('exam-phase-time');
  await expect(phaseTime).toHaveText(/^(1[1-9]|20) s$/);
  const reading = Number((await phaseTime.textContent())?.replace(' s', ''));
  const total = (await page.getByTestId('exam-total-time').textContent()) ?? '';
  expect(total).toMatch(/^2[45]:\d\d$/);

  await page.clock.runFor(5_000);
  await expect(phaseTime).toHaveText(`${reading - 5} s`);
  const [minutes, seconds] = total.split(':').map(Number);
  const after = (minutes ?? 0) * 60 + (seconds ?? 0) - 5;
  await expect(page.getByTestId('exam-total-time')).toHaveText(`${Math.floor(after / 60)}:${String(after % 60).padStart(2, '0')}`);

  // The rest of the reading time runs out without waiting for it: the medium comes (a film plays to its end).
  await page.clock.runFor((reading - 5) * 1000);
  await expect(runner(page)).not.toHaveAttribute('data-phase', 'READ');
  await expect(runner(page)).toHaveAttribute('data-phase', 'ANSWER', { timeout: 30_000 });
  await expect(page.getByTestId('exam-phase-label')).toHaveText('Czas na odpowiedź');
  await expect(page.getByTestId('exam-phase-time')).toHaveText('15 s');
  await page.clock.runFor(4_000);
  await expect(page.getByTestId('exam-phase-time')).toHaveText('11 s');

  await page.keyboard.press('t');
  await expect(page.getByTestId('exam-answer-TAK')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 2 z 32');
  await expect(runner(page)).toHaveAttribute('data-phase', /READ|ANSWER/);

  // Letting the answer time run out approves the question by itself.
  await page.keyboard.press('Space');
  await expect(runner(page)).not.toHaveAttribute('data-phase', 'READ');
  await expect(runner(page)).toHaveAttribute('data-phase', 'ANSWER', { timeout: 30_000 });
  await page.clock.runFor(15_500);
  await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 3 z 32');
});

test('the demo student takes a category B exam from the keyboard to the result and checks it', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page);
  await page.getByRole('link', { name: 'Egzamin', exact: true }).first().click();
  await expect(page).toHaveURL(/\/exam\/choose$/);
  await expect(page.getByTestId('exam-choose-category')).toContainText('Egzamin – kategoria B');
  await page.getByTestId('exam-choose-category-start').click();
  await expect(page.getByTestId('exam-info-title')).toHaveText('Egzamin – kategoria B');
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 1 z 32');
  const examId = page.url().split('/').pop() ?? '';

  const answered: boolean[] = [];
  for (let i = 0; i < 32; i += 1) {
    const { ordinal, answered: given } = await answerByKeyboard(page);
    expect(ordinal).toBe(i + 1);
    answered.push(given);
  }

  const result = page.getByTestId('exam-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('exam-result-points')).toHaveText(/^\d+ \/ 74 pkt$/);
  await expect(page.getByTestId('exam-result-verdict')).toHaveText(/^Egzamin (zdany|niezdany)$/);
  const unanswered = answered.filter((given) => !given).length;
  await expect(page.getByTestId('exam-result-unanswered')).toHaveText(String(unanswered));

  await page.getByTestId('exam-check').click();
  await expect(page.getByTestId('exam-check-counter')).toHaveText('Pytanie 1 z 32');
  await expect(page.locator('[data-testid^="exam-check-jump-"]')).toHaveCount(32);
  // Reviewing shows the correct answer and its legal source, which the running exam never had.
  await expect(page.getByTestId('exam-check-correct-answer')).toHaveText(/Poprawna odpowiedź: (TAK|NIE)/);
  await expect(page.getByTestId('exam-check-legal-source')).toContainText('Podstawa prawna');
  const status = await page.getByTestId('exam-check-status').getAttribute('data-status');
  expect(status === 'UNANSWERED').toBe(!answered[0]);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('exam-check-counter')).toHaveText('Pytanie 2 z 32');
  await page.getByTestId('exam-check-jump-32').click();
  await expect(page.getByTestId('exam-check-counter')).toHaveText('Pytanie 32 z 32');
  await expect(page.getByTestId('exam-check-option-A')).toBeVisible();

  await page.getByTestId('exam-check-back').click();
  await page.getByTestId('exam-close').click();
  await expect(page).toHaveURL(/\/exam\/choose$/);
  // By its id: other journeys of the same learner may have exams running meanwhile (newer rows).
  const row = page.getByTestId(`exam-history-row-${examId}`);
  await expect(row).toContainText('/74');
  await expect(row.getByText(/^(Zdany|Niezdany)$/)).toBeVisible();
});

test('a reload in the middle of an exam resumes at the same question without losing approved answers', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/exam/exam/demo');
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 1 z 32');
  const examUrl = page.url();

  const answeredBefore: boolean[] = [];
  for (let i = 0; i < 3; i += 1) answeredBefore.push((await answerByKeyboard(page)).answered);
  const fourth = await page.getByTestId('exam-question-text').textContent();

  await page.reload();
  await expect(page).toHaveURL(examUrl);
  await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 4 z 32');
  await expect(page.getByTestId('exam-question-text')).toHaveText(fourth ?? '');
  await expect(page.getByTestId('exam-total-time')).toHaveText(/^2[0-4]:\d\d$/);

  // The rest is approved without answers; the three answers given before the reload are still there.
  for (let i = 3; i < 32; i += 1) {
    const ordinal = Number(await runner(page).getAttribute('data-ordinal'));
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-testid="exam-runner"][data-ordinal="${ordinal + 1}"], [data-testid="exam-result"]`)).toBeVisible();
  }
  await expect(page.getByTestId('exam-result')).toBeVisible();
  await expect(page.getByTestId('exam-result-unanswered')).toHaveText(String(29 + answeredBefore.filter((given) => !given).length));
  await page.getByTestId('exam-check').click();
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId(`exam-check-jump-${i + 1}`).click();
    await expect(page.getByTestId('exam-check-your-answer')).toHaveText(answeredBefore[i] ? /Twoja odpowiedź: (TAK|A)$/ : 'Twoja odpowiedź: brak');
  }
});
