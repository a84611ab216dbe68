import exam from './exam.json';
import learn from './learn.json';

/**
 * The Polish texts, besides `plCore`, that the first frame of a page drawn before its data needs: the
 * exam's and the learning's (/exam/choose, /exam/exam/{id}, /learn/choose; `dataAfterPaint` routes).
 * Those pages are drawn once these have arrived; the rest of Polish follows right after the paint
 * (lib/i18n `withFirstFrameTexts`), and the part drawn after the paint waits for all of it, so a
 * phone's first wave of requests does not carry the other sections (issue 19). The sections a first
 * frame may use are checked by first-frame-texts.test.ts.
 */
export const plFirstFrameModules = { exam, learn };
