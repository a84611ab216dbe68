import { createHash } from 'node:crypto';
import { SZAFIR_SDK_VERSION } from '@osk/contract';
import { escapeXml } from './document.js';

/**
 * The task list handed to the Szafir signing SDK (KIR, SDK 2.0.6) by `POST pkk/taskList`.
 *
 * No public specification of the SDK's task list exists, so this is our own format, kept small and
 * explicit so the web's signing bridge (or a future adapter to the real SDK) can map it one to one.
 * Namespace `urn:prawko-osk:szafir:tasklist:1`:
 *
 * <?xml version="1.0" encoding="UTF-8"?>
 * <TaskList xmlns="urn:prawko-osk:szafir:tasklist:1" version="1" sdkVersion="2.0.6">
 *   <Task id="pkk-update" type="SIGN">
 *     <Signature format="XAdES" packaging="ENVELOPED" level="XAdES-BES"
 *                digestAlgorithm="SHA-256" signatureAlgorithm="RSASSA-PKCS1-v1_5"
 *                canonicalization="http://www.w3.org/2001/10/xml-exc-c14n#"
 *                referenceUri="" transforms="enveloped exc-c14n" />
 *     <Document mimeType="text/xml" encoding="base64" name="aktualizacja-pkk.xml"
 *               sha256="<hex SHA-256 of the document bytes>">BASE64 of the UTF-8 document</Document>
 *   </Task>
 * </TaskList>
 *
 * - exactly one Task; `type="SIGN"`;
 * - Signature: one enveloped XAdES-BES signature over the whole document (Reference URI ""),
 *   transforms enveloped-signature then exclusive canonicalisation, SHA-256 digests, RSA PKCS#1 v1.5
 *   with SHA-256; the signing certificate goes into KeyInfo/X509Data and the XAdES
 *   SigningCertificate property (these are the same options xades.ts signs with);
 * - Document: the unsigned document as base64 of its UTF-8 bytes, with its SHA-256 (hex, lower case)
 *   so the signer side can check it received the bytes intact.
 * The signing result (the signed XML) is sent back to `POST pkk/update` as `requestBody` (base64).
 */
export const SZAFIR_TASK_LIST_NAMESPACE = 'urn:prawko-osk:szafir:tasklist:1';
export const SZAFIR_TASK_ID = 'pkk-update';
export const SZAFIR_DOCUMENT_NAME = 'aktualizacja-pkk.xml';

/** Builds the task list (UTF-8 XML text) for one document. Deterministic for the same document. */
export function buildSzafirTaskList(document: string): string {
  const bytes = Buffer.from(document, 'utf8');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<TaskList xmlns="${SZAFIR_TASK_LIST_NAMESPACE}" version="1" sdkVersion="${escapeXml(SZAFIR_SDK_VERSION)}">`,
    `<Task id="${SZAFIR_TASK_ID}" type="SIGN">`,
    '<Signature format="XAdES" packaging="ENVELOPED" level="XAdES-BES" digestAlgorithm="SHA-256" signatureAlgorithm="RSASSA-PKCS1-v1_5"',
    ' canonicalization="http://www.w3.org/2001/10/xml-exc-c14n#" referenceUri="" transforms="enveloped exc-c14n"/>',
    `<Document mimeType="text/xml" encoding="base64" name="${SZAFIR_DOCUMENT_NAME}" sha256="${sha256}">${bytes.toString('base64')}</Document>`,
    '</Task>',
    '</TaskList>',
  ].join('');
}
