import { isCourseValues, type CourseValues } from './course-form';

/**
 * The form kept across the trusted profile round trip (the page is left for the state's signing
 * service and comes back to /pkk/course/{id}?tpToken=…). sessionStorage: this tab only, gone when
 * the tab closes.
 */
const key = (pkkId: number) => `pkk-signing:trusted-profile:${pkkId}`;

export interface SavedSigning {
  values: CourseValues;
  token: string;
}

export function saveSigningState(pkkId: number, state: SavedSigning): void {
  try {
    sessionStorage.setItem(key(pkkId), JSON.stringify(state));
  } catch {
    // Storage full or disabled: the form then comes back with its defaults.
  }
}

export function readSigningState(pkkId: number): SavedSigning | null {
  try {
    const raw = sessionStorage.getItem(key(pkkId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: unknown; token?: unknown };
    return isCourseValues(parsed.values) && typeof parsed.token === 'string' ? { values: parsed.values, token: parsed.token } : null;
  } catch {
    return null;
  }
}

export function clearSigningState(pkkId: number): void {
  try {
    sessionStorage.removeItem(key(pkkId));
  } catch {
    // Nothing to clear.
  }
}
