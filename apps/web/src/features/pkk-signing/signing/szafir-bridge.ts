import { SZAFIR_EXTENSION_POLL_MS, SZAFIR_EXTENSION_WAIT_MS, SZAFIR_SDK_VERSION } from '@osk/contract';
import { SigningError } from './signature-provider';

/**
 * The bridge to the Szafir signing SDK (KIR; school document §4 "PKK signing", §8). The browser
 * extension announces itself by a global object; it relays to the host application installed on the
 * computer, which talks to the card reader. The shape we expect (our definition; no public one
 * exists — an adapter to the vendor's script only has to provide it):
 *
 * window.SZAFIR_SDK_EXTENSION = {
 *   version: '2.0.6',                 // the extension's version
 *   hostAppVersion: '2.0.6' | null,   // the host application's version, null when not installed
 *   init(): Promise<void>,            // loads the SDK libraries; rejects on failure
 *   signTaskList(taskListXml, {
 *     onPartialResult(part),          // progress: { taskId?, message? }
 *     onResult(result),               // { code: number, signedXml?: string, message?: string }; code 0 = signed
 *     onError(error),                 // { code: 'NO_CARD' | string, message?: string }
 *   }): void
 * }
 *
 * The task list is `POST pkk/taskList`'s answer (apps/server/src/integrations/signature/szafir.ts);
 * `signedXml` is the signed document as UTF-8 text.
 */
export interface SzafirPartialResult {
  taskId?: string;
  message?: string;
}
export interface SzafirResult {
  code: number;
  signedXml?: string;
  message?: string;
}
export interface SzafirError {
  code?: string;
  message?: string;
}
export interface SzafirCallbacks {
  onPartialResult(part: SzafirPartialResult): void;
  onResult(result: SzafirResult): void;
  onError(error: SzafirError): void;
}
export interface SzafirExtension {
  version: string;
  hostAppVersion: string | null;
  init(): Promise<void>;
  signTaskList(taskListXml: string, callbacks: SzafirCallbacks): void;
}

declare global {
  interface Window {
    SZAFIR_SDK_EXTENSION?: SzafirExtension;
  }
}

/** Where the extension and the host application are installed from (the "Pomiń" overlay links there). */
export const SZAFIR_INSTALL_URL = 'https://www.elektronicznypodpis.pl/informacje/aplikacje/';
/** The error code the extension uses for an empty card reader. */
export const SZAFIR_NO_CARD = 'NO_CARD';

function isExtension(value: unknown): value is SzafirExtension {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.version === 'string' && typeof v.init === 'function' && typeof v.signTaskList === 'function';
}

/** Waits for the extension's global: up to SZAFIR_EXTENSION_WAIT_MS, looking every SZAFIR_EXTENSION_POLL_MS. */
export function waitForSzafirExtension(target: Window = window): Promise<SzafirExtension | null> {
  return new Promise((resolve) => {
    const found = target.SZAFIR_SDK_EXTENSION;
    if (isExtension(found)) {
      resolve(found);
      return;
    }
    const started = Date.now();
    let waited = 0;
    const timer = setInterval(() => {
      waited += SZAFIR_EXTENSION_POLL_MS;
      const extension = target.SZAFIR_SDK_EXTENSION;
      if (isExtension(extension)) {
        clearInterval(timer);
        resolve(extension);
      } else if (waited >= SZAFIR_EXTENSION_WAIT_MS || Date.now() - started >= SZAFIR_EXTENSION_WAIT_MS + SZAFIR_EXTENSION_POLL_MS) {
        clearInterval(timer);
        resolve(null);
      }
    }, SZAFIR_EXTENSION_POLL_MS);
  });
}

/** -1, 0 or 1: dotted version numbers compared part by part ('2.0.10' > '2.0.6'). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/** One place the SDK's answers go to (spec §4: partial result, full result or error → the signing handler). */
export type SzafirEvent = { type: 'partial'; part: SzafirPartialResult } | { type: 'result'; result: SzafirResult } | { type: 'error'; error: SzafirError };

/**
 * Turns the SDK's events into the signed document or a SigningError: an empty reader gives
 * "Brak karty w czytniku!", a result code other than 0 (or no document) msg.error.sign.failed.
 */
export function createSigningHandler(resolve: (signedXml: string) => void, reject: (error: SigningError) => void, onProgress?: (part: SzafirPartialResult) => void) {
  let settled = false;
  return (event: SzafirEvent): void => {
    if (settled) return;
    if (event.type === 'partial') {
      onProgress?.(event.part);
      return;
    }
    settled = true;
    if (event.type === 'error') {
      const noCard = event.error.code === SZAFIR_NO_CARD;
      reject(new SigningError(noCard ? 'msg.error.szafir.no.card' : 'msg.error.sign.failed', { details: event.error.message ?? event.error.code ?? null }));
      return;
    }
    const { code, signedXml, message } = event.result;
    if (code !== 0 || !signedXml) {
      reject(new SigningError('msg.error.sign.failed', { details: message ?? `code ${code}` }));
      return;
    }
    resolve(signedXml);
  };
}

/**
 * Finds the extension, checks the host application, initialises the SDK and signs the task list.
 * Rejects with a SigningError carrying an overlay (extension or host app missing or outdated) or a
 * notification message key (init failure, empty reader, result code not 0).
 */
export async function signTaskListWithSzafir(
  taskListXml: string,
  options: { target?: Window; onProgress?: (part: SzafirPartialResult) => void } = {},
): Promise<string> {
  const extension = await waitForSzafirExtension(options.target ?? window);
  if (!extension) throw new SigningError('pkkSigning.szafir.extensionMissing', { overlay: 'extension-missing' });
  if (!extension.hostAppVersion) throw new SigningError('pkkSigning.szafir.hostMissing', { overlay: 'host-missing' });
  if (compareVersions(extension.hostAppVersion, SZAFIR_SDK_VERSION) < 0) {
    throw new SigningError('pkkSigning.szafir.hostOutdated', { overlay: 'host-outdated', details: extension.hostAppVersion });
  }
  try {
    await extension.init();
  } catch (cause) {
    throw new SigningError('msg.error.szafir.init', { details: cause instanceof Error ? cause.message : null });
  }
  return new Promise<string>((resolve, reject) => {
    const handle = createSigningHandler(resolve, reject, options.onProgress);
    try {
      extension.signTaskList(taskListXml, {
        onPartialResult: (part) => handle({ type: 'partial', part }),
        onResult: (result) => handle({ type: 'result', result }),
        onError: (error) => handle({ type: 'error', error }),
      });
    } catch (cause) {
      handle({ type: 'error', error: { message: cause instanceof Error ? cause.message : String(cause) } });
    }
  });
}
