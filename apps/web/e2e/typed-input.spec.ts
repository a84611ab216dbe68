import { expect, test, type Page } from '@playwright/test';
import { sessionId } from './support/exam-by-api';

// What a school types on a phone (issue 18), at 390 x 844: the learner's days field keeps "1,5" and
// refuses it instead of assigning 15, "-9999" says the learner has fewer days, a refused removal says
// why (here: the registration is not finished); instructors and learners take phone numbers written with spaces; a malformed e-mail in the
// existence check is a field message. Against the built app on the real server with the demo data.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const API = '/api/eprawko-rest';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/typed-input-${name}.png`, fullPage: true });
}

async function logInSchool(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) await accept.click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill('osk@example.com');
  await page.getByTestId('login-password').fill('Szkola123!');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/school$/);
  await page.setViewportSize(MOBILE);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** A fresh mobile number, written as people write it: 6xx xxx xxx. */
function spacedPhone(): { spaced: string; digits: string } {
  const digits = String(600_000_000 + Math.floor(Math.random() * 99_999_999));
  return { digits, spaced: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` };
}

/** A learner of the demo school with 10 days of learning (SHORT access), made through the API. */
async function learnerWithTenDays(page: Page): Promise<number> {
  const jsessionid = await sessionId(page);
  const school = (await (await page.request.get(`${API}/school/show`, { headers: { jsessionid } })).json()) as { id: number };
  const res = await page.request.post(`${API}/school/create/student`, {
    headers: { jsessionid },
    data: { type: 'SCHOOL_REGULAR', email: `dni.${unique()}@example.com`, password: 'Kierownica-77', firstName: 'Dorota', lastName: 'Dniowa', schoolId: school.id, category: 'B', accessType: 'SHORT', numberOfDays: 10 },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { student: { id: number } }).student.id;
}

test('the days field refuses "1,5" and "-9999" with what is wrong, and a refused removal says why (390 px)', async ({ page }) => {
  await logInSchool(page);
  const id = await learnerWithTenDays(page);
  await page.goto(`/school/students/edit/${id}`);
  await expect(page.getByTestId('edit-name')).toHaveText('Dorota Dniowa');
  const stock = Number(await page.getByTestId('stock-days').textContent());
  const till = await page.getByTestId('edit-till').textContent();

  // The comma stays in the field and is refused there; nothing is assigned.
  await page.getByTestId('days-input').fill('1,5');
  await expect(page.getByTestId('days-input')).toHaveValue('1,5');
  await page.getByTestId('days-submit').click();
  const daysField = page.getByTestId('days-form');
  await expect(daysField).toContainText('bez przecinka');
  await expect(page.getByTestId('days-input')).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'days-comma-mobile');
  await expect(page.getByTestId('stock-days')).toHaveText(String(stock));
  await expect(page.getByTestId('edit-till')).toHaveText(till ?? '');

  // Taking back more than the learner has says so (10 days left), not "a number other than 0".
  await page.getByTestId('days-input').fill('-9999');
  await page.getByTestId('days-submit').click();
  await expect(daysField).toContainText('Nie można odebrać więcej dni, niż kursantowi zostało');
  await expect(daysField).not.toContainText('różną od 0');
  await shoot(page, 'days-too-many-back-mobile');
  await expect(page.getByTestId('stock-days')).toHaveText(String(stock));

  // A whole number works.
  await page.getByTestId('days-input').fill('2');
  await page.getByTestId('days-submit').click();
  await expect(page.getByTestId('stock-days')).toHaveText(String(stock - 2));
  await expect(page.getByTestId('days-input')).toHaveValue('');

  // The learner has not activated the account yet: the removal says so instead of "Nie udało się usunąć.".
  await page.getByTestId('edit-remove').click();
  await page.getByTestId('remove-confirm').click();
  await expect(page.getByTestId('remove-error')).toContainText('nie dokończył jeszcze rejestracji');
  await expect(page.getByTestId('remove-error')).not.toContainText('Nie udało się usunąć');
  await shoot(page, 'remove-refused-mobile');
});

test('an instructor takes "6xx xxx xxx"; "123" is an invalid number on the phone field (390 px)', async ({ page }) => {
  await logInSchool(page);
  await page.goto('/instructors');
  await page.getByTestId('instructors-add').click();
  const lastName = `Spacja${unique()}`;
  await page.getByTestId('instructor-first-name').fill('Iga');
  await page.getByTestId('instructor-last-name').fill(lastName);
  await page.getByTestId('instructor-email').fill(`iga.${unique()}@example.com`);
  await page.getByTestId('instructor-phone').fill('123');
  await page.getByTestId('instructor-phone').blur();
  const phoneField = page.getByTestId('instructor-form');
  await expect(phoneField).toContainText('Proszę podać prawidłowy numer telefonu');
  await expect(phoneField).not.toContainText('zagraniczn');
  await shoot(page, 'instructor-123-mobile');

  const phone = spacedPhone();
  await page.getByTestId('instructor-phone').fill(phone.spaced);
  await page.getByTestId('instructor-phone').blur();
  await expect(page.getByTestId('instructor-phone')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('instructor-save').click();
  const row = page.getByTestId('instructor-row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(phone.digits);
  await shoot(page, 'instructor-saved-mobile');
});

test('adding a learner: a malformed e-mail is a field message, a spaced phone is checked and accepted (390 px)', async ({ page }) => {
  await logInSchool(page);
  await page.goto('/school/students/create/SCHOOL_REGULAR');
  await page.getByTestId('create-email').fill('ala@');
  await page.getByTestId('create-email').blur();
  await expect(page.getByTestId('create-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('create-student-form')).toContainText('Podaj poprawny adres e-mail');
  await expect(page.getByTestId('exists-failed')).toHaveCount(0);
  await shoot(page, 'create-email-malformed-mobile');

  await page.goto('/school/students/create/SCHOOL_SMS');
  const phone = spacedPhone();
  await page.getByTestId('create-phone').fill(phone.spaced);
  await page.getByTestId('create-phone').blur();
  await expect(page.getByTestId('exists-USER_DONT_EXIST')).toBeVisible();
  await page.getByTestId('create-first-name').fill('Sara');
  await page.getByTestId('create-last-name').fill('Spacjowa');
  // SHORT access with "1,5" days is refused on the field, not sent as 15.
  await page.getByTestId('create-access-short').check();
  await page.getByTestId('create-days').fill('1,5');
  await expect(page.getByTestId('create-days')).toHaveValue('1,5');
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-student-form')).toContainText('bez przecinka');
  await shoot(page, 'create-days-comma-mobile');
  await page.getByTestId('create-days').fill('2');
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-result-PARTIAL_SENT')).toBeVisible();
  await shoot(page, 'create-sms-sent-mobile');
});
