import type { Plugin } from 'vite';

/** The module Vite's build puts its preload helper in (`__vitePreload`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The statement in the helper that adds one `<link>` for a file a dynamic import needs. */
const APPEND = 'document.head.appendChild(link);';

/** How many links are added in one task. */
export const LINKS_PER_TURN = 4;

/**
 * The code put before the helper: a queue of links, added LINKS_PER_TURN at a time, each turn a task
 * of its own (a message to the page's own channel: no timer clamping).
 */
export function queueCode(perTurn: number): string {
  return [
    'const __oskLinks = [];',
    'let __oskChannel;',
    'function __oskAppendTurn() {',
    `  for (const link of __oskLinks.splice(0, ${perTurn})) document.head.appendChild(link);`,
    '  if (__oskLinks.length > 0) __oskChannel.port2.postMessage(0);',
    '}',
    'function __oskAppendLink(link) {',
    '  __oskLinks.push(link);',
    '  if (__oskLinks.length > 1) return;',
    '  if (!__oskChannel) {',
    '    __oskChannel = new MessageChannel();',
    '    __oskChannel.port1.onmessage = __oskAppendTurn;',
    '  }',
    '  __oskChannel.port2.postMessage(0);',
    '}',
    '',
  ].join('\n');
}

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` (or a stylesheet) for every file a dynamic
 * import needs, all in the task that starts the import; Chromium sets up each request inside that
 * call, about 3 ms each at 4x CPU, so the 20-30 new files of a learner page's part drawn after the
 * paint made one task of 90-160 ms (issue 19). This plugin rewrites the helper so that the links are
 * added a few at a time, each few in a task of its own: the first ones at once, as before, the rest
 * right after. The import itself starts as before and waits for the stylesheets as before (their
 * load events), so nothing is drawn unstyled; a script the import reaches before its link is added
 * is simply not fetched twice (the browser's module map).
 */
export function preloadInTurns(perTurn = LINKS_PER_TURN): Plugin {
  return {
    name: 'osk:preload-in-turns',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      if (!code.includes(APPEND)) this.error(`${PRELOAD_HELPER_ID} no longer has \`${APPEND}\`: update the osk:preload-in-turns plugin`);
      return queueCode(perTurn) + code.replace(APPEND, '__oskAppendLink(link);');
    },
  };
}
