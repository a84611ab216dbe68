/**
 * The browser features an exam needs (spec §5 "technical requirements"): films play as MP4 or WebM,
 * and storage works (the demo token lives in sessionStorage, the login in localStorage).
 */
export type BrowserProblem = 'video' | 'localStorage' | 'sessionStorage';

function storageWorks(get: () => Storage): boolean {
  try {
    const storage = get();
    const key = '__osk_exam_check__';
    storage.setItem(key, '1');
    const ok = storage.getItem(key) === '1';
    storage.removeItem(key);
    return ok;
  } catch {
    return false;
  }
}

/** Whether the browser can play one of the formats films are offered in. */
export function canPlayExamVideo(doc: Document = document): boolean {
  try {
    const video = doc.createElement('video');
    if (typeof video.canPlayType !== 'function') return false;
    return video.canPlayType('video/mp4') !== '' || video.canPlayType('video/webm') !== '';
  } catch {
    return false;
  }
}

/** What is missing for an exam; empty when everything works. */
export function checkBrowser(win: Window = window): BrowserProblem[] {
  const problems: BrowserProblem[] = [];
  if (!canPlayExamVideo(win.document)) problems.push('video');
  if (!storageWorks(() => win.localStorage)) problems.push('localStorage');
  if (!storageWorks(() => win.sessionStorage)) problems.push('sessionStorage');
  return problems;
}
