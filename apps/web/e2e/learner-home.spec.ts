import { expect, test, type Page } from '@playwright/test';
import { api, logIn } from './support/session-api';

// The learner home (issue 23): the demo learner logs in on a phone and lands on /profile, which says
// where to go on; "continue" opens the module at the question where learning stopped. Screenshots go
// to E2E_SHOTS (outside the repository) when it is set.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const SHOTS = process.env.E2E_SHOTS ?? null;

interface ModuleFigures {
  moduleId: number;
  total: number;
  weak: number;
}
interface Readiness {
  score: number;
  modules: ModuleFigures[];
  unfinishedExam: { id: number } | null;
  recentExams: { points: number }[];
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function userId(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('osk.user') ?? '{}') as { id: number }).id);
}

test.describe('the learner home on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('login lands on the home, and "continue" opens the question where learning stopped', async ({ page }) => {
    await logIn(page, STUDENT, /\/profile$/);
    await expect(page.getByTestId('learner-home')).toBeVisible();
    await expect(page.getByTestId('home-readiness-score')).toBeVisible();
    const id = await userId(page);
    const before = await api<Readiness>(page, 'GET', `eprawko-rest/readiness/${id}/B`);
    // The demo learner has learnt, taken exams and has a school: every part of the home has something to show.
    expect(before.recentExams.length).toBeGreaterThan(0);
    await expect(page.getByTestId('home-readiness-score')).toHaveText(String(before.score));
    await expect(page.getByTestId('home-last-exam-points')).toBeVisible();
    await expect(page.getByTestId('home-today-review')).toBeVisible();
    await expect(page.getByTestId('home-lesson')).toBeVisible();
    await expect(page.getByTestId('home-access-renew')).toHaveAttribute('href', '/subscription');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'home-390');

    // Learning stops at question 3 of a module (as the learn screen stores it when the learner moves on).
    const module = before.modules.find((m) => m.total >= 3);
    expect(module).toBeDefined();
    if (!module) return;
    await api(page, 'GET', `eprawko-rest/progress/learn/store/${id}/${module.moduleId}/3/${module.total}/B`);
    await page.reload();
    const link = page.getByTestId('home-continue-link');
    if (before.unfinishedExam) {
      // Another journey left an exam running: continue resumes it first.
      await expect(link).toHaveAttribute('href', `/exam/exam/${before.unfinishedExam.id}`);
      return;
    }
    await expect(page.getByTestId('home-continue-text')).toContainText(`pytaniu 3 z ${module.total}`);
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`/exam/exam/learn${module.moduleId}$`));
    await expect(page.getByTestId('learn-screen')).toHaveAttribute('data-index', '3');
    await shot(page, 'continue-390');

    // The account settings stay reachable from the home.
    await page.goto('/profile');
    await page.getByTestId('home-settings-link').tap();
    await expect(page.getByTestId('profile-settings-heading')).toBeInViewport();
    await page.getByTestId('profile-link-edit').tap();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('the statistics show every module with a bar and practise the weak ones', async ({ page }) => {
    await logIn(page, STUDENT, /\/profile$/);
    await page.goto('/stats');
    await expect(page.getByTestId('stats-modules')).toBeVisible();
    await expect(page.getByTestId('stats-points-chart')).toBeVisible();
    const practise = page.locator('[data-testid$="-practice"]').first();
    await expect(practise).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'stats-390');
    await practise.tap();
    await expect(page).toHaveURL(/\/exam\/exam\/learn\d+\?order=review$/);
    await expect(page.getByTestId('learn-review-badge')).toBeVisible();
  });
});

test.describe('the learner home on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the home in two columns with the settings below', async ({ page }) => {
    await logIn(page, STUDENT, /\/profile$/);
    await expect(page.getByTestId('home-readiness-score')).toBeVisible();
    const continueBox = await page.getByTestId('home-continue').boundingBox();
    const readinessBox = await page.getByTestId('home-readiness').boundingBox();
    // Side by side: the same row.
    expect(Math.abs((continueBox?.y ?? 0) - (readinessBox?.y ?? 1))).toBeLessThan(4);
    await expect(page.getByTestId('profile-settings')).toBeVisible();
    await shot(page, 'home-1280');
    await page.goto('/stats');
    await expect(page.getByTestId('stats-modules')).toBeVisible();
    await shot(page, 'stats-1280');
  });
});
