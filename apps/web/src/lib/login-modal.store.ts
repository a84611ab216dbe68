import { useSyncExternalStore } from 'react';

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
let state: LoginModalState = { opened: false, view: 'login' };
const listeners = new Set<() => void>();

function setState(next: LoginModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the login modal on a view (login by default). */
export function openLoginModal(view: LoginView = 'login'): void {
  setState({ opened: true, view });
}

/** Switches the view of the open modal. */
export function showLoginView(view: LoginView): void {
  setState({ ...state, view });
}

/** Closes the modal; the next opening starts from a clean login view (closing resets all). */
export function closeLoginModal(): void {
  setState({ opened: false, view: 'login' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): LoginModalState {
  return state;
}

/** The modal state as React state. */
export function useLoginModal(): LoginModalState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
