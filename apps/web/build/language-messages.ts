import type * as ContractModule from '@osk/contract';
import type { Language } from '@osk/contract';
import { runnerImport, type Plugin } from 'vite';

/**
 * The contract's message catalogue (msg.* texts) as one small module per language:
 * `import('virtual:osk-messages/pl')` is the Polish catalogue only. The contract keeps every message
 * with its five translations side by side, so importing it whole sent all five languages (98 KB,
 * 23 KB compressed) to a phone that shows one (issue 19); the split is made when the app is built,
 * from the contract itself.
 */
const PREFIX = 'virtual:osk-messages/';
const RESOLVED = '\0osk-messages/';

type Contract = typeof ContractModule;

export function languageMessages(): Plugin {
  // The contract is TypeScript: loaded through Vite's module runner (Node alone cannot import it).
  let contract: Promise<Contract> | undefined;
  const loadContract = (): Promise<Contract> => {
    contract ??= runnerImport<Contract>('@osk/contract', { configFile: false, logLevel: 'silent' }).then((result) => result.module);
    return contract;
  };
  return {
    name: 'osk:language-messages',
    async resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const language = id.slice(PREFIX.length);
      if (!((await loadContract()).LANGUAGES as readonly string[]).includes(language)) this.error(`unknown language in ${id}`);
      return RESOLVED + language;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length) as Language;
      const { messagesFor } = await loadContract();
      // JSON.parse of a string is parsed faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messagesFor(language)))});\n`;
    },
  };
}
