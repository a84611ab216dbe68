import { expect, test, type Page, type Response } from '@playwright/test';
import { operator, registerSchool } from './support/school-account';

// Issue 21, item 7: a school blocked for non-payment after it logged in learns the block date from
// school/show on whichever page reads it, not only on its start page. It opens a page that is not
// guarded first (its book orders, its PKK registry), which reads the school; from there the header's
// link to a guarded page (adding learners) takes it to /school/blocked: the navigation guard decides
// before the guarded page renders, so neither the page nor a call the server refuses with the
// payment block happens. On a desktop and on a phone (the header's links behind the burger).

const PASSWORD = 'Szkola-Blokada1';
const BLOCKED_CODE = 'msg.error.user.blocked.payments';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
] as const;

/** The pages a school may open while blocked that read the school, and what shows once they have it. */
const FIRST_PAGES = [
  { path: '/order/orders', page: 'orders-list-page', loading: 'orders-loading' },
  { path: '/pkk', page: 'pkk-list-page', loading: 'pkk-loading' },
] as const;

let school = '';

// One school for the journeys here (they run one after another in a worker), registered before them;
// each unblocks it, logs in and blocks it.
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  school = await registerSchool(request, { prefix: 'blokada', password: PASSWORD, name: 'OSK Blokada Testowa' });
  await request.dispose();
});

async function logIn(page: Page, origin: string): Promise<void> {
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: origin }]);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(school);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/school$/);
  await expect(page.getByTestId('school-block-countdown')).toHaveCount(0);
}

/** The header's link to adding learners (behind the burger on a phone). */
async function followCreateStudentsLink(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByTestId('header-burger').tap();
    await page.getByTestId('mobile-nav-createStudents').tap();
  } else {
    await page.getByTestId('nav-createStudents').click();
  }
}

for (const size of SIZES) {
  test.describe(`a school blocked after its login, at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });
    const phone = size.name === 'phone';

    for (const first of FIRST_PAGES) {
      test(`opens ${first.path} first, then the guarded page leads to /school/blocked`, async ({ page, baseURL }) => {
        await operator('unblock-school', school);
        await logIn(page, baseURL ?? '');
        const said = await operator('block-school', school, '--at', new Date(Date.now() - 60_000).toISOString());
        expect(said).toContain(school);

        // Every answer refused with the payment block, from here on.
        const refused: Promise<string | null>[] = [];
        page.on('response', (response: Response) => {
          if (response.status() !== 403) return;
          refused.push(response.text().then((body) => (body.includes(BLOCKED_CODE) ? response.url() : null), () => null));
        });

        // The page is not guarded: it opens, and it reads the school.
        const schoolRead = page.waitForResponse((response) => response.url().endsWith('/eprawko-rest/school/show') && response.status() === 200);
        await page.goto(first.path);
        await schoolRead;
        await expect(page.getByTestId(first.page)).toBeVisible();
        await expect(page.getByTestId(first.loading)).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${first.path}$`));

        await followCreateStudentsLink(page, phone);
        await expect(page).toHaveURL(/\/school\/blocked$/);
        await expect(page.getByTestId('school-blocked-message')).toHaveText('Twoje konto zostało zablokowane ze względu na brak płatności!');
        await expect(page.getByTestId('create-choice-page')).toHaveCount(0);
        // The guard sent it there, not a refused call of the guarded page.
        expect((await Promise.all(refused)).filter((url) => url !== null)).toEqual([]);
      });
    }
  });
}

test.afterAll(async () => {
  if (school) await operator('unblock-school', school);
});
