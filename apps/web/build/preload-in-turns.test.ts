import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRELOAD_HELPER_ID, preloadInTurns, queueCode } from './preload-in-turns';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => string | null;

const transform = preloadInTurns().transform as unknown as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/**
 * Runs the queue against a fake page: `appendLink` is called for `count` links in one task, then the
 * page's message tasks run one by one. Answers how many links each task added.
 */
function linksPerTask(count: number, perTurn: number): number[] {
  const appended: number[] = [];
  const pending: Array<() => void> = [];
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => pending.push(() => this.port1.onmessage?.()) };
  }
  const page = {
    MessageChannel: FakeChannel,
    document: { head: { appendChild: () => (appended[appended.length - 1] = (appended[appended.length - 1] ?? 0) + 1) } },
    links: count,
  };
  // The task that starts an import: its links are only queued.
  appended.push(0);
  runInNewContext(`${queueCode(perTurn)}\nfor (let i = 0; i < links; i += 1) __oskAppendLink({ href: String(i) });`, page);
  while (pending.length > 0) {
    appended.push(0);
    pending.shift()?.();
  }
  return appended;
}

describe("Vite's preload helper, links in turns (issue 19)", () => {
  it('adds a few links per task after the one that starts the import, until all are added', () => {
    expect(linksPerTask(10, 4)).toEqual([0, 4, 4, 2]);
    expect(linksPerTask(1, 4)).toEqual([0, 1]);
    expect(linksPerTask(0, 4)).toEqual([0]);
  });

  it("rewrites only the helper's append, and fails the build when the helper no longer has it", () => {
    const helper = 'function preload() { const link = document.createElement("link"); document.head.appendChild(link); }';
    const rewritten = transform.call(context, helper, PRELOAD_HELPER_ID);
    expect(rewritten).toContain('__oskAppendLink(link);');
    expect(rewritten).not.toContain('document.head.appendChild(link);\n}');
    expect(transform.call(context, helper, '/src/main.tsx')).toBeNull();
    expect(() => transform.call(context, 'function preload() {}', PRELOAD_HELPER_ID)).toThrow(/preload-in-turns/);
  });
});
