import type { Signer } from '@osk/contract';
import type { SignatureProvider, SignedDocument } from './signature-provider';
import { signTaskListWithSzafir, type SzafirPartialResult } from './szafir-bridge';

/**
 * The qualified signature (card in a reader) through the Szafir extension and host application. The
 * SDK signs a task list that wraps the same document the other providers sign (`pkk/taskList`).
 */
export function createSzafirProvider(
  loadTaskList: (signer: Signer) => Promise<string>,
  options: { target?: Window; onProgress?: (part: SzafirPartialResult) => void } = {},
): SignatureProvider {
  return {
    async sign(_documentXml, signer): Promise<SignedDocument> {
      const taskList = await loadTaskList(signer);
      const signedXml = await signTaskListWithSzafir(taskList, options);
      return { signedXml, method: 'QUALIFIED' };
    },
  };
}
