import { useSyncExternalStore } from 'react';

/** A value kept outside React that components read as state: set tells every subscriber. */
export interface ValueStore<T> {
  get: () => T;
  set: (next: T) => void;
  /** The value as React state (the component draws again when it changes). */
  useValue: () => T;
}

/** A module-level value shared by the code that sets it and the components that show it. */
export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore(subscribe, get, get),
  };
}
