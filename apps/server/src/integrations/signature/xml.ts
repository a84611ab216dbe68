import { DOMParser, type Document } from '@xmldom/xmldom';
import { PKK_SIGNED_XML_MAX_BYTES } from '@osk/contract';
import { SignatureError } from './types.js';

/**
 * Safe parsing of XML received from outside (uploaded or signed documents).
 *
 * - Size first: more than PKK_SIGNED_XML_MAX_BYTES bytes → TOO_LARGE, nothing decoded.
 * - Any `<!DOCTYPE` or `<!ENTITY` anywhere in the text (before the root, after a BOM, whitespace or
 *   comments, or inside) → DTD_FORBIDDEN, before any parser sees it. Our documents never need a DTD,
 *   and refusing it outright rules out entity expansion (billion laughs) and external entities
 *   (XXE) whatever a parser would do with them.
 * - Bytes must be UTF-8 (a declared encoding other than UTF-8 is refused).
 * - @xmldom/xmldom parses; every warning, error and fatal error becomes XML_INVALID. xmldom never
 *   resolves external entities or fetches anything.
 */

const DTD_PATTERN = /<!\s*(DOCTYPE|ENTITY)/i;
const ENCODING_PATTERN = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']*)["']/;

/** The received document as text, after the size, DTD and encoding checks (no parsing yet). */
export function decodeXmlInput(input: Buffer | string): { text: string; bytes: Buffer } {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  if (bytes.length > PKK_SIGNED_XML_MAX_BYTES) throw new SignatureError('TOO_LARGE', `document larger than ${PKK_SIGNED_XML_MAX_BYTES} bytes`);
  // latin1 maps every byte to one character, so the ASCII markers are found whatever the encoding
  // claims to be (a UTF-16 document is refused below anyway).
  if (DTD_PATTERN.test(bytes.toString('latin1'))) throw new SignatureError('DTD_FORBIDDEN', 'DTD and entity declarations are not allowed');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SignatureError('XML_INVALID', 'document is not UTF-8');
  }
  const encoding = ENCODING_PATTERN.exec(text)?.[1];
  if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) throw new SignatureError('XML_INVALID', `unsupported encoding ${encoding}`);
  return { text, bytes };
}

/** Parses text already checked by decodeXmlInput; any parser complaint → XML_INVALID. */
export function parseCheckedXml(text: string): Document {
  let problem: string | null = null;
  const parser = new DOMParser({
    onError: (level, message) => {
      problem ??= `${level}: ${message}`;
      // Throwing stops the parser at once (it becomes a ParseError, caught below).
      throw new Error(message);
    },
  });
  let document: Document;
  try {
    document = parser.parseFromString(text, 'text/xml');
  } catch (error) {
    throw new SignatureError('XML_INVALID', problem ?? (error instanceof Error ? error.message : 'not well-formed'));
  }
  if (problem !== null || !document.documentElement) throw new SignatureError('XML_INVALID', problem ?? 'no root element');
  return document;
}

/** All checks and the parse: size → TOO_LARGE, DTD → DTD_FORBIDDEN, otherwise XML_INVALID. */
export function parseSafeXml(input: Buffer | string): { document: Document; text: string; bytes: Buffer } {
  const { text, bytes } = decodeXmlInput(input);
  return { document: parseCheckedXml(text), text, bytes };
}
