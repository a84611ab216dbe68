import type { Category, LearnAnswerRequest, Learning } from '@osk/contract';
import { appInstance } from './app-instance';

/**
 * What offline learning keeps in the browser (issue 23): the modules a learner downloaded, and the
 * answers given without a network, waiting to be sent. Everything is keyed by the logged-in user's
 * id, so one learner's downloads and answers never show or go out under another account on a shared
 * device. Behind an interface: IndexedDB in the app, a memory copy in tests.
 */

/** A downloaded module: the learning object with the key, and the media stored beside it. */
export interface OfflineModule {
  userId: number;
  studentId: number;
  category: Category;
  moduleId: number;
  /** The learning object as the server answered it (questions, keys, explanations, legal sources). */
  learning: Learning;
  /** The media URLs stored in the media cache (question.media as the server gives it). */
  media: string[];
  /** Films left out because they are larger than the limit (shown as unavailable offline). */
  skippedMedia: string[];
  /** The bytes stored: the questions' JSON and the media. */
  bytes: number;
  /** When it was downloaded (ISO). */
  savedAt: string;
}

/** An answer given offline, waiting to be sent (`POST learning/answer` with its id and time). */
export interface QueuedAnswer {
  /** The client's id of the answer (a UUID): the server records it once, however often it is sent. */
  answerId: string;
  userId: number;
  studentId: number;
  questionId: number;
  answer: LearnAnswerRequest['answer'];
  /** When the learner answered (ISO). */
  answeredAt: string;
  category: Category;
  moduleId: number;
}

export interface OfflineStore {
  modules(userId: number): Promise<OfflineModule[]>;
  module(userId: number, category: Category, moduleId: number): Promise<OfflineModule | null>;
  putModule(module: OfflineModule): Promise<void>;
  removeModule(userId: number, category: Category, moduleId: number): Promise<void>;
  /** Every user's downloaded modules' media URLs (a medium is deleted only when no module needs it). */
  mediaInUse(): Promise<Set<string>>;
  enqueue(answer: QueuedAnswer): Promise<void>;
  /** The user's waiting answers, the oldest first. */
  queued(userId: number): Promise<QueuedAnswer[]>;
  dequeue(answerId: string): Promise<void>;
}

function byTime(a: QueuedAnswer, b: QueuedAnswer): number {
  return a.answeredAt.localeCompare(b.answeredAt) || a.answerId.localeCompare(b.answerId);
}

function moduleKey(userId: number, category: Category, moduleId: number): string {
  return `${userId}:${category}:${moduleId}`;
}

/** The store in memory (tests, and a browser without IndexedDB: offline learning then lasts for the visit). */
export function memoryOfflineStore(): OfflineStore {
  const modules = new Map<string, OfflineModule>();
  const answers = new Map<string, QueuedAnswer>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    async modules(userId) {
      return [...modules.values()].filter((m) => m.userId === userId).map(copy);
    },
    async module(userId, category, moduleId) {
      const found = modules.get(moduleKey(userId, category, moduleId));
      return found ? copy(found) : null;
    },
    async putModule(module) {
      modules.set(moduleKey(module.userId, module.category, module.moduleId), copy(module));
    },
    async removeModule(userId, category, moduleId) {
      modules.delete(moduleKey(userId, category, moduleId));
    },
    async mediaInUse() {
      return new Set([...modules.values()].flatMap((m) => m.media));
    },
    async enqueue(answer) {
      answers.set(answer.answerId, copy(answer));
    },
    async queued(userId) {
      return [...answers.values()].filter((a) => a.userId === userId).sort(byTime).map(copy);
    },
    async dequeue(answerId) {
      answers.delete(answerId);
    },
  };
}

const DB_NAME = 'osk-offline-learning';
const MODULES = 'modules';
const ANSWERS = 'answers';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The store in the browser's IndexedDB (survives reloads, the app closed and the network gone). */
export function indexedDbOfflineStore(factory: IDBFactory = indexedDB): OfflineStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = (): Promise<IDBDatabase> => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        const database = request.result;
        const modules = database.createObjectStore(MODULES, { keyPath: ['userId', 'category', 'moduleId'] });
        modules.createIndex('userId', 'userId');
        const answers = database.createObjectStore(ANSWERS, { keyPath: 'answerId' });
        answers.createIndex('userId', 'userId');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  const read = async <T>(store: string, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await db()).transaction(store, 'readonly');
    return promised(run(tx.objectStore(store)));
  };
  const write = async (store: string, run: (s: IDBObjectStore) => void): Promise<void> => {
    const tx = (await db()).transaction(store, 'readwrite');
    run(tx.objectStore(store));
    await done(tx);
  };
  return {
    async modules(userId) {
      return read(MODULES, (s) => s.index('userId').getAll(userId) as IDBRequest<OfflineModule[]>);
    },
    async module(userId, category, moduleId) {
      return (await read(MODULES, (s) => s.get([userId, category, moduleId]) as IDBRequest<OfflineModule | undefined>)) ?? null;
    },
    putModule: (module) => write(MODULES, (s) => s.put(module)),
    removeModule: (userId, category, moduleId) => write(MODULES, (s) => s.delete([userId, category, moduleId])),
    async mediaInUse() {
      const all = await read(MODULES, (s) => s.getAll() as IDBRequest<OfflineModule[]>);
      return new Set(all.flatMap((m) => m.media));
    },
    enqueue: (answer) => write(ANSWERS, (s) => s.put(answer)),
    async queued(userId) {
      const list = await read(ANSWERS, (s) => s.index('userId').getAll(userId) as IDBRequest<QueuedAnswer[]>);
      return list.sort(byTime);
    },
    dequeue: (answerId) => write(ANSWERS, (s) => s.delete(answerId)),
  };
}

const store = appInstance<OfflineStore>(() => (typeof indexedDB === 'undefined' ? memoryOfflineStore() : indexedDbOfflineStore()));

/** The app's store: IndexedDB where the browser has it, else memory. */
export const offlineStore = store.get;

/** Tests replace the app's store. */
export const setOfflineStoreForTests = store.replaceForTests;
