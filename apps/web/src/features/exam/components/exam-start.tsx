import type { ApiError } from '@osk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { StartExamInput } from '../api/exam.api';
import { examScreenPath, type NewExamRoute } from '../lib/exam-route';
import { saveDemoToken, saveStartedAs } from '../lib/exam-storage';

/** A start asked for on the INFO stage; a new `attempt` asks again (after a failure). */
export interface StartRequest {
  input: StartExamInput;
  attempt: number;
}

export interface ExamStartProps {
  route: NewExamRoute;
  /** The latest start asked for, or null while the learner reads the INFO stage. */
  request: StartRequest | null;
  /** The start failed: the server's error (or a network error); the INFO stage shows it. */
  onFailed: (error: ApiError) => void;
  /** The server made an exam without questions. */
  onEmpty: () => void;
}

const NETWORK_ERROR: ApiError = { code: 'NETWORK_ERROR', message: '' };

/**
 * Creates the exam the INFO stage asked for, hands it to the exam screen's query and opens that
 * screen. It draws nothing; it is the part of the INFO stage that needs the data layer, so it comes
 * after the stage's paint (components/after-paint) and the stage itself is drawn without the query
 * client (issue 19). A start asked for before it arrived is made as soon as it has.
 */
export function ExamStart({ route, request, onFailed, onEmpty }: ExamStartProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const made = useRef(0);
  useEffect(() => {
    if (!request || made.current === request.attempt) return;
    made.current = request.attempt;
    void (async () => {
      try {
        const api = await import('../api/exam.api');
        const result = await api.startExam(request.input);
        if (!result.ok) return onFailed(result.error);
        const exam = result.data;
        if (exam.execution.length === 0) return onEmpty();
        if (exam.demoToken) saveDemoToken(exam.id, exam.demoToken);
        saveStartedAs(exam.id, route);
        queryClient.setQueryData(api.examQueryKey(exam.id), exam);
        void navigate(examScreenPath(exam.id), { replace: true });
      } catch {
        onFailed(NETWORK_ERROR);
      }
    })();
  }, [request, route, queryClient, navigate, onFailed, onEmpty]);
  return null;
}
