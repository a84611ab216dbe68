import { SZAFIR_EXTENSION_POLL_MS, SZAFIR_EXTENSION_WAIT_MS, SZAFIR_SDK_VERSION } from '@osk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SigningError } from './signature-provider';
import { compareVersions, signTaskListWithSzafir, waitForSzafirExtension, type SzafirCallbacks, type SzafirExtension } from './szafir-bridge';
import { createSzafirProvider } from './szafir.provider';

const TASK_LIST = '<TaskList/>';
const SIGNED = '<AktualizacjaPkk><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/></AktualizacjaPkk>';

/** A fake extension whose signTaskList answers through the callbacks as `answer` says. */
function fakeExtension(answer: (callbacks: SzafirCallbacks) => void, overrides: Partial<SzafirExtension> = {}): SzafirExtension {
  return { version: '2.0.6', hostAppVersion: SZAFIR_SDK_VERSION, init: vi.fn(async () => undefined), signTaskList: vi.fn((_xml: string, callbacks: SzafirCallbacks) => answer(callbacks)), ...overrides };
}

/** A window stand-in: only the global the extension sets. */
const fakeWindow = (extension?: SzafirExtension) => ({ SZAFIR_SDK_EXTENSION: extension }) as unknown as Window;

async function failureOf(promise: Promise<unknown>): Promise<SigningError> {
  const failure = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(failure).toBeInstanceOf(SigningError);
  return failure as SigningError;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Szafir bridge', () => {
  it('waits for the extension polling every 100 ms and gives up after 5 s: the extension-missing overlay', async () => {
    const target = fakeWindow();
    const signing = signTaskListWithSzafir(TASK_LIST, { target });
    const failure = failureOf(signing);
    await vi.advanceTimersByTimeAsync(SZAFIR_EXTENSION_WAIT_MS - SZAFIR_EXTENSION_POLL_MS);
    let settled = false;
    void signing.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(SZAFIR_EXTENSION_POLL_MS);
    const error = await failure;
    expect(error.overlay).toBe('extension-missing');
  });

  it('finds an extension that announces itself while waiting', async () => {
    const target = fakeWindow();
    const waiting = waitForSzafirExtension(target);
    await vi.advanceTimersByTimeAsync(1200);
    const extension = fakeExtension(() => undefined);
    (target as unknown as { SZAFIR_SDK_EXTENSION: SzafirExtension }).SZAFIR_SDK_EXTENSION = extension;
    await vi.advanceTimersByTimeAsync(SZAFIR_EXTENSION_POLL_MS);
    expect(await waiting).toBe(extension);
  });

  it('a missing host application shows the host-missing overlay; an older one the host-outdated overlay', async () => {
    const missing = await failureOf(signTaskListWithSzafir(TASK_LIST, { target: fakeWindow(fakeExtension(() => undefined, { hostAppVersion: null })) }));
    expect(missing.overlay).toBe('host-missing');
    const outdated = await failureOf(signTaskListWithSzafir(TASK_LIST, { target: fakeWindow(fakeExtension(() => undefined, { hostAppVersion: '2.0.5' })) }));
    expect(outdated.overlay).toBe('host-outdated');
    expect(outdated.details).toBe('2.0.5');
  });

  it('an init failure is "Błąd inicjalizacji bibliotek Szafir SDK!" (msg.error.szafir.init), without an overlay', async () => {
    const extension = fakeExtension(() => undefined, { init: vi.fn(async () => Promise.reject(new Error('lib'))) });
    const failure = await failureOf(signTaskListWithSzafir(TASK_LIST, { target: fakeWindow(extension) }));
    expect(failure.messageKey).toBe('msg.error.szafir.init');
    expect(failure.overlay).toBeNull();
    expect(extension.signTaskList).not.toHaveBeenCalled();
  });

  it('an empty reader is "Brak karty w czytniku!" (msg.error.szafir.no.card)', async () => {
    const failure = await failureOf(signTaskListWithSzafir(TASK_LIST, { target: fakeWindow(fakeExtension((cb) => cb.onError({ code: 'NO_CARD', message: 'no card' }))) }));
    expect(failure.messageKey).toBe('msg.error.szafir.no.card');
  });

  it('a result code other than 0 is msg.error.sign.failed, and so is any other SDK error', async () => {
    const coded = await failureOf(signTaskListWithSzafir(TASK_LIST, { target: fakeWindow(fakeExtension((cb) => cb.onResult({ code: 3, signedXml: SIGNED }))) }));
    expect(coded.messageKey).toBe('msg.error.sign.failed');
    const other = await failureOf(signTaskListWithSzafir(TASK_LIST, { target: fakeWindow(fakeExtension((cb) => cb.onError({ code: 'PIN_BLOCKED' }))) }));
    expect(other.messageKey).toBe('msg.error.sign.failed');
  });

  it('forwards partial results and answers the signed document of a result with code 0', async () => {
    const progress = vi.fn();
    const extension = fakeExtension((cb) => {
      cb.onPartialResult({ taskId: 'pkk-update', message: 'PIN' });
      cb.onResult({ code: 0, signedXml: SIGNED });
      // Anything after the result is ignored.
      cb.onError({ code: 'NO_CARD' });
    });
    const provider = createSzafirProvider(async () => TASK_LIST, { target: fakeWindow(extension), onProgress: progress });
    const signed = await provider.sign('<unsigned/>', { id: 4, firstName: 'M', lastName: 'P', schoolId: 5, clientLogin: 'maria.p', defaultSigner: true, pesel: null });
    expect(signed).toEqual({ signedXml: SIGNED, method: 'QUALIFIED' });
    expect(extension.init).toHaveBeenCalledTimes(1);
    expect(extension.signTaskList).toHaveBeenCalledWith(TASK_LIST, expect.anything());
    expect(progress).toHaveBeenCalledWith({ taskId: 'pkk-update', message: 'PIN' });
  });

  it('compares dotted versions part by part', () => {
    expect(compareVersions('2.0.10', '2.0.6')).toBe(1);
    expect(compareVersions('2.0.6', '2.0.6')).toBe(0);
    expect(compareVersions('1.9', '2.0.6')).toBe(-1);
  });
});
