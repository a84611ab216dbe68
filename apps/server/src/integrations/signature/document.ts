import type { PkkUpdateDocumentData } from './types.js';

/**
 * The PKK course update document that gets signed (XAdES enveloped). No public schema of the state's
 * document exists, so this is our own, versioned by its namespace. It is deterministic: the same data
 * always gives the same bytes (no timestamps, no random ids), so the server can rebuild the document
 * from the submitted fields and compare it with what was signed.
 *
 * Shape (every field of PkkUpdateDocumentData; empty optional values are empty elements, absent
 * persons have `present="false"`):
 *
 * <AktualizacjaPkk xmlns="urn:prawko-osk:pkk:aktualizacja:1" wersja="1">
 *   <NumerPkk>…</NumerPkk>
 *   <Osrodek><Nazwa>…</Nazwa><NumerRejestru>…</NumerRejestru></Osrodek>
 *   <Kategoria>B</Kategoria>
 *   <Kurs>
 *     <DataRozpoczecia>yyyy-MM-dd</DataRozpoczecia><DataZakonczenia>yyyy-MM-dd|</DataZakonczenia>
 *     <ZajeciaPraktyczne><Godziny>30</Godziny><Minuty>0</Minuty></ZajeciaPraktyczne>
 *     <ZajeciaTeoretyczne><Godziny>30</Godziny><Minuty>0</Minuty></ZajeciaTeoretyczne>
 *   </Kurs>
 *   <Instruktor present="true"><Imie/><Nazwisko/><NumerEwidencyjny/></Instruktor>
 *   <Wykladowca present="false"/>
 *   <Aktualizujacy><Imie/><Nazwisko/><Login/></Aktualizujacy>
 * </AktualizacjaPkk>
 */
export const PKK_UPDATE_DOCUMENT_NAMESPACE = 'urn:prawko-osk:pkk:aktualizacja:1';
export const PKK_UPDATE_DOCUMENT_ROOT = 'AktualizacjaPkk';

/** Escapes text for element content and attribute values; drops characters XML 1.0 cannot carry. */
export function escapeXml(value: string): string {
  return (
    value
      // Control characters other than tab/newline/carriage return are not allowed in XML 1.0.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Carriage returns would be normalised away by a parser; keep them as references.
      .replace(/\r/g, '&#13;')
  );
}

function element(name: string, value: string | number | null): string {
  if (value === null || value === '') return `<${name}/>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

function person(name: string, value: { firstName: string; lastName: string; registrationNumber: string | null } | null): string {
  if (!value) return `<${name} present="false"/>`;
  return `<${name} present="true">${element('Imie', value.firstName)}${element('Nazwisko', value.lastName)}${element('NumerEwidencyjny', value.registrationNumber)}</${name}>`;
}

/** Builds the unsigned update document (UTF-8 XML text with declaration, no trailing newline). */
export function buildPkkUpdateDocument(data: PkkUpdateDocumentData): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<${PKK_UPDATE_DOCUMENT_ROOT} xmlns="${PKK_UPDATE_DOCUMENT_NAMESPACE}" wersja="1">`,
    element('NumerPkk', data.pkkNumber),
    `<Osrodek>${element('Nazwa', data.school.name)}${element('NumerRejestru', data.school.registryNumber)}</Osrodek>`,
    element('Kategoria', data.category),
    '<Kurs>',
    element('DataRozpoczecia', data.startDate),
    element('DataZakonczenia', data.endDate),
    `<ZajeciaPraktyczne>${element('Godziny', data.practicalClassHours)}${element('Minuty', data.practicalClassMinutes)}</ZajeciaPraktyczne>`,
    `<ZajeciaTeoretyczne>${element('Godziny', data.theoryClassHours)}${element('Minuty', data.theoryClassMinutes)}</ZajeciaTeoretyczne>`,
    '</Kurs>',
    person('Instruktor', data.instructor),
    person('Wykladowca', data.lecturer),
    `<Aktualizujacy>${element('Imie', data.updater.firstName)}${element('Nazwisko', data.updater.lastName)}${element('Login', data.updater.login)}</Aktualizujacy>`,
    `</${PKK_UPDATE_DOCUMENT_ROOT}>`,
  ];
  return parts.join('');
}

/** The values a person checks before signing (the trusted-profile page shows them). */
export interface PkkUpdateSummary {
  pkkNumber: string;
  schoolName: string;
  registryNumber: string;
  category: string;
  startDate: string;
  endDate: string;
  practical: string;
  theory: string;
  instructor: string;
  lecturer: string;
  updater: string;
}

/**
 * Reads the key values back from a parsed update document; null when the document is not ours
 * (another root element or namespace).
 */
export function readPkkUpdateSummary(document: { documentElement: unknown }): PkkUpdateSummary | null {
  const root = document.documentElement as DomElement | null;
  if (!root || root.namespaceURI !== PKK_UPDATE_DOCUMENT_NAMESPACE || root.localName !== PKK_UPDATE_DOCUMENT_ROOT) return null;
  const child = (parent: DomElement | undefined, name: string): DomElement | undefined => {
    if (!parent) return undefined;
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 1 && (node as DomElement).localName === name) return node as DomElement;
    }
    return undefined;
  };
  const text = (parent: DomElement | undefined, name: string): string => (child(parent, name)?.textContent ?? '').trim();
  const course = child(root, 'Kurs');
  const time = (name: string) => {
    const part = child(course, name);
    return `${text(part, 'Godziny') || '0'} h ${text(part, 'Minuty') || '0'} min`;
  };
  const person = (name: string) => {
    const element = child(root, name);
    if (!element || element.getAttribute('present') === 'false') return '';
    const number = text(element, 'NumerEwidencyjny');
    return `${text(element, 'Imie')} ${text(element, 'Nazwisko')}${number ? ` (${number})` : ''}`.trim();
  };
  const school = child(root, 'Osrodek');
  const updater = child(root, 'Aktualizujacy');
  return {
    pkkNumber: text(root, 'NumerPkk'),
    schoolName: text(school, 'Nazwa'),
    registryNumber: text(school, 'NumerRejestru'),
    category: text(root, 'Kategoria'),
    startDate: text(course, 'DataRozpoczecia'),
    endDate: text(course, 'DataZakonczenia'),
    practical: time('ZajeciaPraktyczne'),
    theory: time('ZajeciaTeoretyczne'),
    instructor: person('Instruktor'),
    lecturer: person('Wykladowca'),
    updater: `${text(updater, 'Imie')} ${text(updater, 'Nazwisko')}`.trim(),
  };
}

/** The little of the DOM this file reads (xmldom's nodes satisfy it). */
interface DomNode {
  nodeType: number;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
  textContent: string | null;
}
interface DomElement extends DomNode {
  namespaceURI: string | null;
  localName: string | null;
  getAttribute(name: string): string | null;
}
