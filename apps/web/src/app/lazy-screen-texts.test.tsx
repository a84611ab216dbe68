// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { lazyScreen } from './lazy-screen';

// As main.tsx starts the app: the landing page's texts only, the rest left to the first lazy page.
beforeAll(async () => {
  await initI18n('pl', { awaitMessages: false, awaitTexts: false });
});

function ExamHeading() {
  const { t } = useTranslation();
  return <h1 data-testid="heading">{t('exam.pageTitle')}</h1>;
}

describe("a page drawn before its data (lazyScreen texts: 'firstFrame', issue 19)", () => {
  it("is drawn once its first frame's texts are in, and asks for the rest of Polish after its paint", async () => {
    expect(i18n.exists('exam.pageTitle')).toBe(false);
    const Page = lazyScreen(async () => ExamHeading, { queryScope: false, texts: 'firstFrame' });
    await Page.preload();
    // The exam's texts are there, the school's not yet.
    expect(i18n.exists('exam.pageTitle')).toBe(true);
    expect(i18n.exists('school.title')).toBe(false);
    render(<Page />);
    expect(screen.getByTestId('heading').textContent).not.toBe('exam.pageTitle');
    // After the paint (here: the 150 ms fallback of a page without frames) the rest arrives, its two
    // parts (the school area's and the others') each in a task of its own.
    await waitFor(
      () => {
        expect(i18n.exists('school.title')).toBe(true);
        expect(i18n.exists('profile.pageTitle')).toBe(true);
      },
      { timeout: 5000 },
    );
  });
});
