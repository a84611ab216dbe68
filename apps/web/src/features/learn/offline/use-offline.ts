import type { Category } from '@osk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { sendLearnAnswer } from '../api/learn.api';
import { offlineMedia } from './offline-media';
import { offlineStore, type QueuedAnswer } from './offline-store';
import { OfflineQueue, type SendOutcome, type SyncState } from './offline-sync';
import { removeDownload } from './offline-download';

/** The refusal that ends learning for good (access over): such an answer is dropped, not retried. */
const NO_ACCESS = 'msg.error.learning.no.access';

/**
 * One queued answer to `POST learning/answer`: recorded (200), refused for good (400: the question
 * left the bank or the answer does not fit it; 403 with the learning no-access code), else kept (no
 * network, a server error, a session that ended: it goes with the next login of the same learner).
 */
export async function sendQueuedAnswer(answer: QueuedAnswer): Promise<SendOutcome> {
  const result = await sendLearnAnswer({
    studentId: answer.studentId,
    questionId: answer.questionId,
    answer: answer.answer,
    answerId: answer.answerId,
    answeredAt: answer.answeredAt,
  });
  if (result.ok) return 'SENT';
  if (result.status === 400 || (result.status === 403 && result.error.code === NO_ACCESS)) return 'REFUSED';
  return 'RETRY';
}

let queue: OfflineQueue | null = null;

/** The app's queue of answers kept offline. */
export function offlineQueue(): OfflineQueue {
  queue ??= new OfflineQueue(offlineStore(), sendQueuedAnswer);
  return queue;
}

/** Tests replace the app's queue. */
export function setOfflineQueueForTests(next: OfflineQueue | null): void {
  queue = next;
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/**
 * The user's queue as the screens show it, sent whenever it can be: on the first draw, when the
 * network comes back, and (`record`) after each answer while online.
 */
export function useOfflineSync(userId: number | null): SyncState & { online: boolean } {
  const q = offlineQueue();
  const online = useOnline();
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => q.subscribe(listener), [q]),
    () => (userId === null ? EMPTY_STATE : q.state(userId)),
  );
  useEffect(() => {
    if (userId === null) return;
    void q.refresh(userId).catch(() => undefined);
  }, [q, userId]);
  useEffect(() => {
    if (userId === null || !online) return;
    void q.flush(userId).catch(() => undefined);
  }, [q, userId, online]);
  // Online but the server did not take them (it was down, or a captive network): try again now and then.
  const waiting = state.waiting > 0 && !state.syncing;
  useEffect(() => {
    if (userId === null || !online || !waiting) return;
    const timer = window.setInterval(() => void q.flush(userId).catch(() => undefined), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [q, userId, online, waiting]);
  return { ...state, online };
}

/** How often waiting answers are sent again while the browser says it is online. */
export const RETRY_MS = 30_000;

const EMPTY_STATE: SyncState = { waiting: 0, syncing: false, syncedAt: null };

/** A random (version 4) UUID; crypto.randomUUID exists only in secure contexts (HTTPS, localhost). */
export function newAnswerId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps an offline answer and, with a network, sends the queue at once. */
export async function recordOfflineAnswer(answer: Omit<QueuedAnswer, 'answerId' | 'answeredAt'>): Promise<void> {
  const q = offlineQueue();
  await q.add({ ...answer, answerId: newAnswerId(), answeredAt: new Date().toISOString() });
  if (navigator.onLine) await q.flush(answer.userId).catch(() => undefined);
}

/** Query key of a user's downloaded modules. */
export function offlineModulesKey(userId: number | null) {
  return ['learn', 'offline', 'modules', userId] as const;
}

/** The user's downloaded modules (from the browser's storage; no network). */
export function useOfflineModules(userId: number | null) {
  return useQuery({
    queryKey: offlineModulesKey(userId),
    queryFn: () => (userId === null ? [] : offlineStore().modules(userId)),
    enabled: userId !== null,
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** Removes a downloaded module and refreshes the lists. */
export function useRemoveDownload(userId: number | null) {
  const client = useQueryClient();
  return useCallback(
    async (category: Category, moduleId: number) => {
      if (userId === null) return;
      await removeDownload(userId, category, moduleId, { store: offlineStore(), media: offlineMedia() });
      await client.invalidateQueries({ queryKey: offlineModulesKey(userId) });
    },
    [client, userId],
  );
}
