// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n/languages';
import { closeLoginModal } from '../lib/login-modal.store';
import { clearSessionUser, getSessionUser, setSessionUser } from '../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../test/app-test-utils';
import { apiError, fakeApi, notFound, type FakeApi } from '../test/fake-api';
import { aStudent } from '../test/student.fixture';
import { serveLearnerHome } from '../test/learner-home.fixture';

let api: FakeApi;

/** The profile's calendar card reads whether the learner has a calendar feed: none. */
const NO_FEED = { url: null, active: false };

const student = aStudent({
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'kursant@example.com',
  phoneNumber: '600100200',
  schoolId: 1,
  schoolName: 'OSK Zielone Światło',
  learningAvailableTill: '2099-12-31',
  lecturesAvailableTill: '2020-01-31',
});

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(async () => {
  api = fakeApi();
  clearSessionUser();
  closeLoginModal();
  document.cookie = 'agreeCookies=true; path=/';
  await changeLanguage('pl');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app', () => {
  it('renders the home page with the home menu and prices in złoty', async () => {
    renderApp('/');
    expect(await screen.findByTestId('home-title')).toBeTruthy();
    expect(screen.getByTestId('app-header').getAttribute('data-header-type')).toBe('home');
    const learnerPrices = within(screen.getByTestId('learner-prices'));
    expect(learnerPrices.getByText('40 dni dostępu')).toBeTruthy();
    expect(learnerPrices.getAllByText('19 zł')).toHaveLength(1);
    expect(learnerPrices.getAllByText('29 zł')).toHaveLength(2);
    expect(learnerPrices.getByText('39 zł')).toBeTruthy();
    expect(within(screen.getByTestId('school-prices')).getByText('18 zł')).toBeTruthy();
  });

  it('switches the interface language from the header and remembers it', async () => {
    renderApp('/');
    await screen.findByTestId('home-title');
    expect(screen.getByTestId('header-login').textContent).toBe('Zaloguj się');

    fireEvent.change(screen.getByTestId('lang-switch'), { target: { value: 'en' } });
    await waitFor(() => expect(screen.getByTestId('header-login').textContent).toBe('Log in'));
    expect(screen.getByTestId('home-title').textContent).toBe('Pass the driving theory test the first time');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    fireEvent.change(screen.getByTestId('lang-switch'), { target: { value: 'pl' } });
    await waitFor(() => expect(screen.getByTestId('header-login').textContent).toBe('Zaloguj się'));
  });

  it('offers the languages in the order PL, EN, DE, UA, RU', async () => {
    renderApp('/');
    const options = within(screen.getByTestId('lang-switch')).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['pl', 'en', 'de', 'ua', 'ru']);
  });

  it('sends unknown paths and pages not built yet to PAGE_NOT_FOUND', async () => {
    renderApp('/to-nie-istnieje');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Nie znaleziono strony');
    expect(screen.getByTestId('action-icon-error')).toBeTruthy();
  });

  it('sends an anonymous visitor of /profile to NOT_LOGGED_IN with a login button', async () => {
    renderApp('/profile');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Nie jesteś zalogowany');
    fireEvent.click(screen.getByTestId('action-login'));
    expect(await screen.findByTestId('login-username')).toBeTruthy();
  });

  it('logs in from the header and lands on the student profile', async () => {
    serveLearnerHome(api.post('login', loginUserFixture() as LoginUser).get('studentShow', student).get('calendarFeed', NO_FEED));
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'kursant@example.com' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Kursant123!' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('profile-heading')).textContent).toBe('Witaj, Anna Kowalska!');
    expect(screen.getByTestId('app-header').getAttribute('data-header-type')).toBe('student');
    expect(screen.getByTestId('profile-school').textContent).toBe('OSK Zielone Światło');
    expect(screen.getByTestId('access-learning').getAttribute('data-status')).toBe('active');
    expect(screen.getByText(/Ważny do 31\.12\.2099/)).toBeTruthy();
    expect(screen.getByTestId('access-lectures').getAttribute('data-status')).toBe('expired');
    expect(screen.getByText('Wygasł 31.01.2020')).toBeTruthy();
    expect(api.calls('studentShow')[0]?.headers.get('jsessionid')).toBe('session-123');
  });

  it('logs out to the home page', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveLearnerHome(api.get('studentShow', student).get('calendarFeed', NO_FEED).post('logout', { status: 'LOGGED_OUT' }));
    renderApp('/profile');
    await screen.findByTestId('profile-heading');
    fireEvent.click(screen.getByTestId('header-logout'));
    expect(await screen.findByTestId('home-title')).toBeTruthy();
    expect(getSessionUser()).toBeNull();
    await waitFor(() => expect(api.calls().some((call) => call.url === '/api/eprawko-rest/logout')).toBe(true));
    expect(api.calls('logout')[0]?.headers.get('jsessionid')).toBe('session-123');
    expect(screen.getByTestId('header-login')).toBeTruthy();
  });

  it('sends the user to NOT_LOGGED_IN when the server no longer knows the session', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    api.get('studentShow', apiError(403, 'NOT_LOGGED_IN', 'x'));
    renderApp('/profile');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Nie jesteś zalogowany');
    expect(getSessionUser()).toBeNull();
  });

  it('shows SESSION_EXPIRED, logs out and offers the login button', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    api.post('logout', { status: 'LOGGED_OUT' });
    renderApp('/action/SESSION_EXPIRED');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Sesja wygasła');
    expect(screen.getByTestId('action-message').textContent).toBe('Sesja wygasła i nastąpiło wylogowanie z serwisu.');
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(await screen.findByTestId('action-login')).toBeTruthy();
  });

  it('redirects FINISH_PARTIAL_REGISTRATION to the partial registration page', async () => {
    api
      .post('schoolPartial', { uuid: 'abc-123', email: null, phoneNumber: '600500600', firstName: 'Marek', lastName: 'Kowalczyk', category: 'B', schoolId: 4, status: 'NEW' })
      .get('schoolName', ({ params }) => (params.schoolId === '4' ? 'OSK Zielona Fala' : notFound()));
    renderApp('/action/FINISH_PARTIAL_REGISTRATION/abc-123');
    expect(await screen.findByTestId('partial-form')).toBeTruthy();
    expect((await screen.findByTestId('partial-school')).textContent).toBe('OSK Zielona Fala');
    expect(api.calls().map((call) => [call.url, call.body])[0]).toEqual(['/api/eprawko-rest/school/partial', { uuid: 'abc-123' }]);
  });

  it('shows an info page for an info action', async () => {
    renderApp('/action/ACTIVATE_ACCOUNT');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Konto zostało aktywowane');
    expect(screen.getByTestId('action-icon-info')).toBeTruthy();
  });

  it('treats a blog path without .html or with an unknown name as a missing page', async () => {
    renderApp('/wiadomosci/egzamin-teoretyczny-krok-po-kroku');
    expect((await screen.findByTestId('action-title')).textContent).toBe('Nie znaleziono strony');
  });

  it('lists the blog posts and opens one', async () => {
    renderApp('/wiadomosci');
    const cards = await screen.findAllByTestId('blog-post-card');
    expect(cards).toHaveLength(3);
    fireEvent.click(within(cards[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByTestId('blog-post-title')).toBeTruthy();
  });

  it('keeps login views mutually exclusive and resets them on close', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('login-tab-coupon'));
    expect(await screen.findByTestId('login-view-coupon')).toBeTruthy();
    expect(screen.queryByTestId('login-username')).toBeNull();
    fireEvent.click(screen.getByTestId('login-tab-login'));
    fireEvent.click(await screen.findByText('Nie pamiętasz hasła?'));
    expect(await screen.findByTestId('login-view-lost-password')).toBeTruthy();

    closeLoginModal();
    fireEvent.click(await screen.findByTestId('header-login'));
    expect(((await screen.findByTestId('login-username')) as HTMLInputElement).value).toBe('');
  });
});
