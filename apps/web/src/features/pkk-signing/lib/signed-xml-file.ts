import { PKK_SIGNED_XML_MAX_BYTES } from '@osk/contract';

/** The outcome of checking a chosen signed file: its text, or the message key of the problem. */
export type SignedXmlCheck = { ok: true; xml: string } | { ok: false; error: string };

const XML_TYPES = new Set(['text/xml', 'application/xml']);

/** Whether a file claims to be XML: its media type, or its name when the browser gives no type. */
function looksLikeXml(file: File): boolean {
  return XML_TYPES.has(file.type) || file.name.toLowerCase().endsWith('.xml');
}

/**
 * Whether a text is a well-formed XML document without a DTD. The server refuses a DOCTYPE anyway
 * (entity expansion); the browser's DOMParser reports a syntax error as a `parsererror` element.
 */
export function checkXmlText(text: string): SignedXmlCheck {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) return { ok: false, error: 'msg.error.pkk.xml.dtd.forbidden' };
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(text, 'application/xml');
  } catch {
    return { ok: false, error: 'msg.error.pkk.xml.invalid' };
  }
  if (!doc.documentElement || doc.getElementsByTagName('parsererror').length > 0) return { ok: false, error: 'msg.error.pkk.xml.invalid' };
  return { ok: true, xml: text };
}

/** Reads a file as text (File.text where present, FileReader otherwise). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * The fallback flow's upload rules (school document §5, §9): exactly one file, XML by type or name,
 * at most PKK_SIGNED_XML_MAX_BYTES, and well-formed XML without a DOCTYPE.
 */
export async function checkSignedXmlFiles(files: readonly File[]): Promise<SignedXmlCheck> {
  if (files.length !== 1) return { ok: false, error: 'msg.error.pkk.xml.one.file' };
  const [file] = files as [File];
  if (!looksLikeXml(file)) return { ok: false, error: 'msg.error.pkk.xml.invalid' };
  if (file.size > PKK_SIGNED_XML_MAX_BYTES) return { ok: false, error: 'msg.error.pkk.xml.too.large' };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, error: 'msg.error.pkk.xml.invalid' };
  }
  return checkXmlText(text);
}
