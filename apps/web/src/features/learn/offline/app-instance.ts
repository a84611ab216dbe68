/** One instance for the whole app, made on first use; tests put their own in its place (null: made again at the next use). */
export function appInstance<T>(create: () => T): { get: () => T; replaceForTests: (value: T | null) => void } {
  let shared: T | null = null;
  return {
    get: () => (shared ??= create()),
    replaceForTests: (value) => {
      shared = value;
    },
  };
}
