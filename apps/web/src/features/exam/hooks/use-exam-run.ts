import type { ApiError, Exam } from '@osk/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiRequestError, NETWORK_ERROR_CODE } from '../../../lib/api/api-client';
import { fetchExam, sendAnswer } from '../api/exam.api';
import { initRun, requestBody, runReducer, type ExamAnswer } from '../lib/exam-run.reducer';

/** How often the clock drives the phases. */
export const TICK_MS = 250;
/** Waits before the automatic retries of a send that failed on the network or the server. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000];

/** Server answers that mean "the exam moved on without this answer": reload it and carry on. */
const RELOAD_CODES = new Set(['QUESTION_TIME_OVER', 'WRONG_QUESTION', 'EXAM_FINISHED']);

function isTransient(status: number): boolean {
  return status === 0 || status >= 500;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs an exam: a clock (Date.now() corrected by the server's clock, every 250 ms) drives the phase
 * machine; answers are approved with POST exam/update/ one at a time (a second approval while one is
 * on its way is ignored); a network or server failure is retried a few times and then shown with a
 * retry that sends the same choice; a "moved on" answer from the server reloads the exam.
 * `onExam` receives every exam the server sends (to keep the query cache current and to end the run).
 */
export function useExamRun(initial: Exam, demoToken: string | null, onExam: (exam: Exam) => void) {
  const [state, dispatch] = useReducer(runReducer, initial, (exam) => initRun(exam, Date.now()));
  const sentSeq = useRef(state.sendSeq);
  const onExamRef = useRef(onExam);
  onExamRef.current = onExam;

  useEffect(() => {
    const timer = setInterval(() => dispatch({ type: 'TICK', clientNow: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // Coming back to the tab (or to a page restored from the back/forward cache) reads the exam again:
  // while the tab was hidden or frozen the server's clock went on, and it may have moved the exam on.
  useEffect(() => {
    let reading = false;
    const resync = () => {
      if (document.visibilityState !== 'visible' || reading) return;
      reading = true;
      fetchExam(initial.id, demoToken)
        .then((exam) => {
          dispatch({ type: 'RESYNCED', exam, clientNow: Date.now() });
          onExamRef.current(exam);
        })
        // A failed read changes nothing: the running clock stays, and the next answer tells the truth.
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resync();
    };
    document.addEventListener('visibilitychange', resync);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', resync);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [initial.id, demoToken]);

  useEffect(() => {
    if (state.request === 'NONE' || state.failed || sentSeq.current === state.sendSeq) return;
    sentSeq.current = state.sendSeq;
    const body = requestBody(state, demoToken);
    const current = state.exam;
    const examId = current.id;
    void (async () => {
      let error: ApiError = { code: NETWORK_ERROR_CODE, message: '' };
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
        const result = await sendAnswer(body, current);
        if (result.ok) {
          dispatch({ type: 'EXAM_LOADED', exam: result.data, clientNow: Date.now() });
          onExamRef.current(result.data);
          return;
        }
        error = result.error;
        if (result.status === 409 && RELOAD_CODES.has(result.error.code)) {
          try {
            const exam = await fetchExam(examId, demoToken);
            dispatch({ type: 'EXAM_LOADED', exam, clientNow: Date.now(), notice: result.error.code === 'QUESTION_TIME_OVER' ? result.error.code : undefined });
            onExamRef.current(exam);
            return;
          } catch (cause) {
            error = cause instanceof ApiRequestError ? cause.error : error;
            if (!(cause instanceof ApiRequestError) || !isTransient(cause.status)) break;
          }
        } else if (!isTransient(result.status)) {
          break;
        }
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) break;
        await wait(delay);
      }
      dispatch({ type: 'SEND_FAILED', error });
    })();
    // The body is read from the state that started the send; the sequence number runs it once.
  }, [state.sendSeq, state.request, state.failed]);

  const choose = useCallback((answer: ExamAnswer) => dispatch({ type: 'CHOOSE', answer }), []);
  const approve = useCallback(() => dispatch({ type: 'SEND', request: 'APPROVE' }), []);
  const startMedia = useCallback(() => dispatch({ type: 'START_MEDIA', clientNow: Date.now() }), []);
  const mediaEnded = useCallback(() => dispatch({ type: 'MEDIA_ENDED', clientNow: Date.now() }), []);
  const retry = useCallback(() => dispatch({ type: 'RETRY' }), []);
  const dismissNotice = useCallback(() => dispatch({ type: 'DISMISS_NOTICE' }), []);

  return { state, choose, approve, startMedia, mediaEnded, retry, dismissNotice };
}
