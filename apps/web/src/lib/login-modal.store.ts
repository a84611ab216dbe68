import { valueStore } from './value-store';

/** The mutually exclusive views of the login modal (spec §2, §4). */
export const LOGIN_VIEWS = ['login', 'register', 'registerSchool', 'coupon', 'lostPassword'] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

export interface LoginModalState {
  opened: boolean;
  view: LoginView;
}

/**
 * Open state of the login modal, shared so any feature (the header, an action page) can open it
 * without importing the auth feature that renders it.
 */
const modal = valueStore<LoginModalState>({ opened: false, view: 'login' });

/** Opens the login modal on a view (login by default). */
export function openLoginModal(view: LoginView = 'login'): void {
  modal.set({ opened: true, view });
}

/** Switches the view of the open modal. */
export function showLoginView(view: LoginView): void {
  modal.set({ ...modal.get(), view });
}

/** Closes the modal; the next opening starts from a clean login view (closing resets all). */
export function closeLoginModal(): void {
  modal.set({ opened: false, view: 'login' });
}

/** The modal state as React state. */
export function useLoginModal(): LoginModalState {
  return modal.useValue();
}
