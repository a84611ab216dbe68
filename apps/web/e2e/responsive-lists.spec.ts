import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Issue 18, layout: the school's lists with actions on a phone (390 x 844, touch) show every row's
// actions on screen without scrolling sideways (cards, as the learners list), and keep their tables
// on a desktop. Also: the learner profile's buttons are readable in every language at 1024 and
// 1280 px, the car form says which field is wrong, and the PKK signed-file upload error shows in its
// dialog. Screenshots of each page go to /tmp/responsive-lists.

const SHOTS = '/tmp/responsive-lists';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const LEARNER = { login: 'kursant@example.com', password: 'Kursant123!' };
/** The interface languages and their `<html lang>` (Ukrainian is `uk`). */
const LANGUAGES = [['pl', 'pl'], ['en', 'en'], ['de', 'de'], ['ru', 'ru'], ['ua', 'uk']] as const;

mkdirSync(SHOTS, { recursive: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

test.afterEach(async ({ page }, info) => {
  // The runner's own failure shots live in a directory other runs clear: keep one beside the others.
  if (info.status !== info.expectedStatus) await page.screenshot({ path: `${SHOTS}/failed-${info.title.replace(/\W+/g, '-').slice(0, 80)}.png`, fullPage: true });
});

async function logIn(page: Page, who: { login: string; password: string }): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(who.login);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('header-logout')).toBeVisible();
}

/**
 * A new learner (registered and activated through the public calls) with two payments begun: the demo
 * data has no payments, and the demo users' histories belong to other journeys.
 */
async function learnerWithPayments(request: APIRequestContext): Promise<{ login: string; password: string }> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const learner = { login: `listy.${id}@example.com`, password: `Haslo-${id}` };
  const created = await request.put('/api/eprawko-rest/student/create', {
    data: { user: { email: learner.login, password: learner.password, phoneNumber: null }, student: { firstName: 'Lena', lastName: 'Listowa', category: 'B' }, repeatPassword: learner.password, accepted: true },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  let activation = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(learner.login)}`)).json()) as { links: string[] }[];
      activation = messages.flatMap((m) => m.links).find((l) => l.includes('/action/ACTIVATE_ACCOUNT/')) ?? '';
      return activation;
    })
    .not.toBe('');
  expect((await request.post(`/api/eprawko-rest/activate/${activation.split('/').pop() ?? ''}`, { data: {} })).status()).toBe(200);
  const login = await request.post('/api/eprawko-rest/login/', { form: { userName: learner.login, password: learner.password } });
  expect(login.status(), await login.text()).toBe(200);
  const user = (await login.json()) as { uuid: string; id: number };
  const headers = { jsessionid: user.uuid };
  const student = (await (await request.get('/api/eprawko-rest/student/show', { headers })).json()) as { id: number };
  const catalogue = (await (await request.get(`/api/eprawko-rest/subscription/show/for/student/${student.id}`, { headers })).json()) as { id: number }[];
  for (const subscription of catalogue.slice(0, 2)) {
    const payment = await request.post('/api/eprawko-rest/paynow/create', {
      headers,
      data: { subscriptionId: subscription.id, email: learner.login, userId: user.id, firstName: 'Lena', lastName: 'Listowa', confirmationType: 'RECEIPT' },
    });
    expect(payment.status(), await payment.text()).toBe(200);
  }
  return learner;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(PHONE.width);
}

/**
 * The element is wholly on screen once the page is scrolled vertically to it (never sideways, and
 * no scroll container inside the page is moved): whatever a table hid behind a sideways scroll fails.
 */
async function expectOnScreen(element: Locator): Promise<void> {
  await element.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - 200));
  });
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = await element.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
}

interface ListCase {
  name: string;
  path: string;
  row: string | RegExp;
  /** The row's action buttons (test ids inside the row), or its status badge for the payments, whose row is the action. */
  actions: readonly string[];
  /** The payments are a learner's (the demo school has none). */
  learner?: boolean;
}

const LISTS: readonly ListCase[] = [
  { name: 'cars', path: '/cars', row: 'car-row', actions: ['car-edit'] },
  { name: 'instructors', path: '/instructors', row: 'instructor-row', actions: ['instructor-edit'] },
  { name: 'groups', path: '/groups', row: 'group-row', actions: ['group-edit'] },
  { name: 'signers', path: '/signer', row: 'signer-row', actions: ['signer-edit'] },
  { name: 'pkk', path: '/pkk', row: 'pkk-row', actions: ['pkk-actions'] },
  { name: 'internal-exams', path: '/school/exams', row: 'internal-exam-row', actions: ['internal-exam-print', 'internal-exam-delete'] },
  { name: 'payments', path: '/payments', row: /^payment-row-/, actions: ['payment-status'], learner: true },
];

test.describe('lists with actions on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const list of LISTS) {
    test(`the ${list.name} list shows each row's actions on screen without scrolling sideways`, async ({ page, request }) => {
      await logIn(page, list.learner ? await learnerWithPayments(request) : SCHOOL);
      await page.goto(list.path);
      const rows = page.getByTestId(list.row);
      await expect(rows.first()).toBeVisible();
      await shot(page, `${list.name}-390`);
      await expectNoSidewaysScroll(page);
      const count = Math.min(await rows.count(), 3);
      for (let i = 0; i < count; i += 1) {
        for (const action of list.actions) await expectOnScreen(rows.nth(i).getByTestId(action).first());
      }
      // The row's name is readable too, not cut by the screen's edge.
      await expectOnScreen(rows.first());
      await expectNoSidewaysScroll(page);
    });
  }

  test('a payment card tapped shows its detail on screen', async ({ page, request }) => {
    await logIn(page, await learnerWithPayments(request));
    await page.goto('/payments');
    const row = page.getByTestId(/^payment-row-/).first();
    await row.tap();
    await expect(row).toHaveAttribute('aria-pressed', 'true');
    const detail = page.getByTestId('payment-detail');
    await expect(detail).toHaveAttribute('data-payment', /\d+/);
    await expect(detail).toBeInViewport();
  });
});

test.describe('lists with actions on a desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const list of LISTS) {
    test(`the ${list.name} list is a table with the actions in its rows`, async ({ page, request }) => {
      await logIn(page, list.learner ? await learnerWithPayments(request) : SCHOOL);
      await page.goto(list.path);
      const row = page.getByTestId(list.row).first();
      await expect(row).toBeVisible();
      await expect(page.locator('table').filter({ has: row })).toBeVisible();
      for (const action of list.actions) await expect(row.getByTestId(action).first()).toBeInViewport();
      await shot(page, `${list.name}-1280`);
    });
  }
});

test.describe('the learner profile buttons', () => {
  for (const width of [1024, 1280]) {
    test(`every label is whole at ${width} px in all five languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await logIn(page, LEARNER);
      await page.goto('/profile');
      const settings = page.getByTestId('profile-settings');
      await expect(settings).toBeVisible();
      for (const [lang, htmlLang] of LANGUAGES) {
        await page.getByTestId('lang-switch').selectOption(lang);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        const buttons = page.locator('main a.mantine-Button-root, main button.mantine-Button-root');
        await expect(buttons.first()).toBeVisible();
        // A label cut short (ellipsis or clipped) is wider inside than its box.
        const cut = await buttons.evaluateAll((all) =>
          all
            .filter((b) => (b as HTMLElement).offsetParent !== null)
            .flatMap((b) => {
              const label = b.querySelector('.mantine-Button-label') as HTMLElement | null;
              const inner = b.querySelector('.mantine-Button-inner') as HTMLElement | null;
              const parts = [label, inner, b as HTMLElement].filter((e): e is HTMLElement => e !== null);
              return parts.some((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) ? [(b.textContent ?? '').trim()] : [];
            }),
        );
        expect(cut, `labels cut in ${lang} at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/profile-${lang}-${width}.png`, fullPage: true });
      }
      await page.getByTestId('lang-switch').selectOption('pl');
    });
  }
});

test('the car form keeps save enabled and, pressed with a wrong field, says which', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, SCHOOL);
  await page.goto('/cars');
  await page.getByTestId('cars-add').click();
  const form = page.getByTestId('car-form');
  await expect(form).toBeVisible();
  const save = form.getByTestId('car-save');
  await expect(save).toBeEnabled();
  // Pressed with the required fields empty: the form's banner and messages, not the browser's bubble.
  await save.click();
  await expect(form.getByTestId('car-invalid')).toHaveText('Popraw błędne pola!');
  await expect(form.getByTestId('car-registration')).toHaveAttribute('aria-invalid', 'true');
  await form.getByTestId('car-registration').fill('WE 12345');
  await form.getByTestId('car-manufacturer').fill('Toyota');
  await form.getByTestId('car-model').fill('Yaris');
  await form.getByTestId('car-year').fill('1900');
  // No blur: the field is wrong but nothing said so yet; save is still offered.
  await expect(save).toBeEnabled();
  await save.click();
  await expect(form.getByTestId('car-invalid')).toHaveText('Popraw błędne pola!');
  await expect(form.getByTestId('car-registration')).not.toHaveAttribute('aria-invalid', 'true');
  const year = form.getByTestId('car-year');
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await year.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '';
  expect(errorId).not.toBe('');
  await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
  await shot(page, 'car-form-invalid-1280');
  await page.setViewportSize(PHONE);
  await shot(page, 'car-form-invalid-390');
  await page.setViewportSize(DESKTOP);
  // Still on the form, nothing saved; a valid year saves.
  await year.fill('2020');
  await expect(form.getByTestId('car-invalid')).toBeHidden();
  await form.getByTestId('car-cancel').click();
});

test('the PKK signed-file upload error shows in the upload dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, SCHOOL);
  await page.goto('/pkk');
  await page.getByTestId('filter-lastName').fill('Krawczyk');
  const row = page.getByTestId('pkk-row').filter({ hasText: 'Krawczyk' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('pkk-action-UPDATE').click();
  await expect(page).toHaveURL(/\/pkk\/course\/\d+$/);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const day = (plus: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + plus);
    return date.toISOString().slice(0, 10);
  };
  await page.getByTestId('pkk-course-start').fill(day(-60));
  await page.getByTestId('pkk-course-end').fill(day(-1));
  // The demo school's one category C instructor teaches and lectures (the form may have chosen him already).
  for (const select of ['pkk-course-instructor', 'pkk-course-lecturer']) {
    const field = page.getByTestId(select);
    if ((await field.inputValue()) === '') {
      await field.click();
      await page.getByRole('option', { name: /Lewandowski/ }).first().click();
    }
    await expect(field).toHaveValue(/Lewandowski/);
  }
  await expect(page.getByTestId('pkk-preflight-no-learner')).toBeVisible();
  await page.getByTestId('pkk-course-sign').click();
  await expect(page.getByTestId('pkk-method-dialog')).toBeVisible();
  await page.getByTestId('pkk-method-UPLOAD').click();
  await page.getByTestId('pkk-signer-confirm').click();
  const dialog = page.getByTestId('pkk-upload-dialog');
  await expect(dialog).toBeVisible();
  // A well-formed XML passes the browser's check but carries no signature: the server refuses it.
  await dialog.getByTestId('pkk-upload-input').setInputFiles({ name: 'niepodpisany.xml', mimeType: 'text/xml', buffer: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><aktualizacja><brak/></aktualizacja>') });
  await expect(dialog.getByTestId('pkk-upload-chosen')).toBeVisible();
  await dialog.getByTestId('pkk-upload-send').click();
  const failure = dialog.getByTestId('pkk-upload-failure');
  await expect(failure).toBeVisible();
  await expect(failure).toBeInViewport();
  // Nothing covers it: the topmost element at its centre is inside the alert.
  const box = await failure.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    const inside = await failure.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(inside).toBe(true);
  }
  await shot(page, 'pkk-upload-failure-1280');
  await page.setViewportSize(PHONE);
  await expect(failure).toBeInViewport();
  await shot(page, 'pkk-upload-failure-390');
});
