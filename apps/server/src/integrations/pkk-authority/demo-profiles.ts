import type { FullPkk, PkkOskUpdate, PkkWordSection } from '@osk/contract';
import type { AuthorityState } from './types.js';

/** The demo school's registry number at the authority (school.seed.ts sets it on the demo school). */
export const DEMO_SCHOOL_REGISTRY_NUMBER = '12640001';
/** The registry number of "another school" holding one demo profile. */
export const OTHER_SCHOOL_REGISTRY_NUMBER = '99999999';

/** Appends the PESEL checksum to its first ten digits. */
export function peselWithChecksum(first10: string): string {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...first10].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

/** The PESEL's first ten digits for a birth date (yyyy-MM-dd) and a 4-digit serial (last digit: sex). */
function peselOf(birthDate: string, serial: string): string {
  const [y, m, d] = birthDate.split('-');
  const year = Number(y);
  const month = Number(m) + (year >= 2000 ? 20 : 0);
  return peselWithChecksum(`${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${d}${serial}`);
}

/** Where a demo profile starts at the authority (and, for the demo seed, in the demo school's registry). */
export type DemoRegistryState = 'IN_PROGRESS_WITH_OSK' | 'UPDATED' | 'RELEASED' | 'IMPORTED_FROM_PORTAL' | 'COMPLEMENTARY_COURSE';

/** One demo profile: what README, journeys and tests need to find it. */
export interface DemoProfileSummary {
  number: string;
  pesel: string | null;
  birthDate: string;
  firstName: string;
  lastName: string;
  category: string;
  /** The authority's state when seeded. */
  state: AuthorityState;
  holder: string | null;
  /** When set, the demo seed puts a row in this status into the demo school's registry. */
  demoRegistry: DemoRegistryState | null;
  note: string;
}

interface DemoDefinition extends DemoProfileSummary {
  sex: 'F' | 'M';
  birthPlace: string;
  email: string | null;
  phoneNumber: string | null;
  street: string;
  streetNumber: string;
  city: string;
  postalCode: string;
  colour: string;
  parentPermitForMinor?: boolean;
  abroad?: { name: string; number: string; origin: string };
  health?: Array<{ type: string; recordNumber: string; issueDate: string; nextExaminationDate: string | null; constraints: string[] }>;
  bans?: FullPkk['bans'];
  passedTheory?: boolean;
  oskUpdate?: boolean;
}

const n = (tail: string) => `2026126400${tail.padStart(10, '0')}`;

const DEFINITIONS: DemoDefinition[] = [
  { number: n('1001'), birthDate: '2006-04-12', pesel: peselOf('2006-04-12', '0354'), sex: 'F', firstName: 'Anna', lastName: 'Nowak', category: 'B', state: 'AVAILABLE', holder: null, demoRegistry: null, note: 'B; matches the demo learner Anna Nowak (kursant@example.com); for download and update journeys', birthPlace: 'Warszawa', email: 'kursant@example.com', phoneNumber: '600100200', street: 'ul. Polna', streetNumber: '12', city: 'Warszawa', postalCode: '00-625', colour: '#8E24AA' },
  { number: n('1002'), birthDate: '2005-09-30', pesel: peselOf('2005-09-30', '0571'), sex: 'M', firstName: 'Tomasz', lastName: 'Wójcik', category: 'B', state: 'AVAILABLE', holder: null, demoRegistry: null, note: 'B, health statement with a constraint (glasses)', birthPlace: 'Radom', email: 'tomasz.wojcik@example.com', phoneNumber: '600111222', street: 'ul. Lipowa', streetNumber: '3', city: 'Radom', postalCode: '26-600', colour: '#1E88E5', health: [{ type: 'DRIVER', recordNumber: 'LEK/2026/0192', issueDate: '2026-03-02', nextExaminationDate: '2036-03-02', constraints: ['01 — korekcja wzroku'] }] },
  { number: n('1003'), birthDate: '2001-01-17', pesel: peselOf('2001-01-17', '0242'), sex: 'F', firstName: 'Zofia', lastName: 'Kamińska', category: 'A', state: 'AVAILABLE', holder: null, demoRegistry: null, note: 'A, an earlier ban with category assignments', birthPlace: 'Kraków', email: null, phoneNumber: '600222333', street: 'ul. Długa', streetNumber: '45', city: 'Kraków', postalCode: '31-147', colour: '#43A047', bans: [{ type: 'Zakaz prowadzenia pojazdów', issuingAuthority: 'Sąd Rejonowy dla Krakowa-Śródmieścia', categoryAssignments: [{ type: 'Zakaz', category: 'A', constraint: null, obtainDate: '2022-05-10', revocationDate: '2024-05-10', comment: 'Zakaz wygasł.' }, { type: 'Zakaz', category: 'AM', constraint: null, obtainDate: '2022-05-10', revocationDate: '2024-05-10', comment: null }] }] },
  { number: n('1004'), birthDate: '1998-07-05', pesel: null, sex: 'F', firstName: 'Olena', lastName: 'Petrenko', category: 'B', state: 'AVAILABLE', holder: null, demoRegistry: null, note: 'B, foreigner without PESEL: search by birth date', birthPlace: 'Lwów', email: 'olena.petrenko@example.com', phoneNumber: '600333444', street: 'ul. Grochowska', streetNumber: '210', city: 'Warszawa', postalCode: '04-357', colour: '#FB8C00', abroad: { name: 'Paszport', number: 'FE123456', origin: 'Ukraina' } },
  { number: n('1005'), birthDate: '2012-02-20', pesel: peselOf('2012-02-20', '0135'), sex: 'M', firstName: 'Jakub', lastName: 'Mazur', category: 'AM', state: 'AVAILABLE', holder: null, demoRegistry: null, note: 'AM, a minor with the parents\' permit', birthPlace: 'Piaseczno', email: null, phoneNumber: null, street: 'ul. Kościuszki', streetNumber: '7', city: 'Piaseczno', postalCode: '05-500', colour: '#00897B', parentPermitForMinor: true },
  { number: n('1006'), birthDate: '1990-11-03', pesel: peselOf('1990-11-03', '1453'), sex: 'M', firstName: 'Piotr', lastName: 'Krawczyk', category: 'C', state: 'WITH_OSK', holder: DEMO_SCHOOL_REGISTRY_NUMBER, demoRegistry: 'IN_PROGRESS_WITH_OSK', note: 'C, with the demo school (in progress)', birthPlace: 'Łódź', email: 'piotr.krawczyk@example.com', phoneNumber: '600444555', street: 'ul. Piotrkowska', streetNumber: '100', city: 'Łódź', postalCode: '90-004', colour: '#6D4C41', health: [{ type: 'DRIVER', recordNumber: 'LEK/2026/0410', issueDate: '2026-06-11', nextExaminationDate: '2031-06-11', constraints: [] }, { type: 'PSYCHOLOGICAL', recordNumber: 'PSY/2026/0077', issueDate: '2026-06-15', nextExaminationDate: '2031-06-15', constraints: [] }] },
  { number: n('1007'), birthDate: '2007-03-14', pesel: peselOf('2007-03-14', '0628'), sex: 'F', firstName: 'Ewa', lastName: 'Dąbrowska', category: 'B', state: 'WITH_OSK', holder: DEMO_SCHOOL_REGISTRY_NUMBER, demoRegistry: 'IN_PROGRESS_WITH_OSK', note: 'B, with the demo school (in progress)', birthPlace: 'Warszawa', email: 'ewa.dabrowska@example.com', phoneNumber: '600555666', street: 'ul. Marszałkowska', streetNumber: '84', city: 'Warszawa', postalCode: '00-514', colour: '#D81B60' },
  { number: n('1008'), birthDate: '1985-05-25', pesel: peselOf('1985-05-25', '2317'), sex: 'M', firstName: 'Michał', lastName: 'Szymański', category: 'CE', state: 'UPDATED', holder: DEMO_SCHOOL_REGISTRY_NUMBER, demoRegistry: 'UPDATED', note: 'CE, updated by the demo school', birthPlace: 'Gdańsk', email: 'michal.szymanski@example.com', phoneNumber: '600666777', street: 'ul. Grunwaldzka', streetNumber: '5', city: 'Gdańsk', postalCode: '80-236', colour: '#3949AB', oskUpdate: true },
  { number: n('1009'), birthDate: '1995-12-08', pesel: peselOf('1995-12-08', '0946'), sex: 'F', firstName: 'Karolina', lastName: 'Woźniak', category: 'D', state: 'AVAILABLE', holder: null, demoRegistry: 'RELEASED', note: 'D, released by the demo school (available again)', birthPlace: 'Lublin', email: null, phoneNumber: '600777888', street: 'ul. Narutowicza', streetNumber: '19', city: 'Lublin', postalCode: '20-016', colour: '#F4511E' },
  { number: n('1010'), birthDate: '1992-08-19', pesel: peselOf('1992-08-19', '0715'), sex: 'M', firstName: 'Paweł', lastName: 'Kozłowski', category: 'BE', state: 'WITH_OSK', holder: DEMO_SCHOOL_REGISTRY_NUMBER, demoRegistry: 'IMPORTED_FROM_PORTAL', note: 'BE, imported from the state portal (refresh only)', birthPlace: 'Poznań', email: 'pawel.kozlowski@example.com', phoneNumber: '600888999', street: 'ul. Święty Marcin', streetNumber: '29', city: 'Poznań', postalCode: '61-806', colour: '#039BE5' },
  { number: n('1011'), birthDate: '2004-10-02', pesel: peselOf('2004-10-02', '0388'), sex: 'F', firstName: 'Magdalena', lastName: 'Jankowska', category: 'B', state: 'COMPLEMENTARY_COURSE', holder: DEMO_SCHOOL_REGISTRY_NUMBER, demoRegistry: 'COMPLEMENTARY_COURSE', note: 'B, passed theory, on a complementary course with the demo school', birthPlace: 'Płock', email: 'magdalena.jankowska@example.com', phoneNumber: '600999000', street: 'ul. Tumska', streetNumber: '8', city: 'Płock', postalCode: '09-402', colour: '#C0CA33', passedTheory: true, oskUpdate: true, health: [{ type: 'DRIVER', recordNumber: 'LEK/2025/1120', issueDate: '2025-09-01', nextExaminationDate: null, constraints: ['01.01 — okulary korekcyjne', '78 — automatyczna skrzynia biegów'] }] },
  { number: n('1012'), birthDate: '1999-06-21', pesel: peselOf('1999-06-21', '0419'), sex: 'M', firstName: 'Krzysztof', lastName: 'Wojciechowski', category: 'B', state: 'WITH_OSK', holder: OTHER_SCHOOL_REGISTRY_NUMBER, demoRegistry: null, note: 'B, held by another school (99999999): download answers 409', birthPlace: 'Wrocław', email: null, phoneNumber: '601000111', street: 'ul. Legnicka', streetNumber: '60', city: 'Wrocław', postalCode: '54-204', colour: '#546E7A' },
];

/** The demo profiles (numbers, identities, where they start) for README, journeys and tests. */
export const PKK_DEMO_PROFILES: readonly DemoProfileSummary[] = DEFINITIONS.map((d) => ({
  number: d.number,
  pesel: d.pesel,
  birthDate: d.birthDate,
  firstName: d.firstName,
  lastName: d.lastName,
  category: d.category,
  state: d.state,
  holder: d.holder,
  demoRegistry: d.demoRegistry,
  note: d.note,
}));

const b64 = (svg: string) => Buffer.from(svg, 'utf8').toString('base64');

/** A face silhouette in the profile's colour (SVG, base64). */
export function drawPhoto(colour: string, sex: 'F' | 'M'): string {
  const hair = sex === 'F' ? '<path d="M28 62 Q30 18 60 16 Q90 18 92 62 L92 96 L80 96 L82 60 Q60 40 38 60 L40 96 L28 96 Z" fill="#4E342E"/>' : '<path d="M34 50 Q36 18 60 18 Q84 18 86 50 Q72 34 60 34 Q48 34 34 50 Z" fill="#3E2723"/>';
  return b64(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="150" viewBox="0 0 120 150"><rect width="120" height="150" fill="#ECEFF1"/>` +
      `<path d="M10 150 Q12 104 60 100 Q108 104 110 150 Z" fill="${colour}"/><ellipse cx="60" cy="58" rx="26" ry="32" fill="#F1C27D"/>${hair}` +
      `<circle cx="50" cy="58" r="2.5" fill="#263238"/><circle cx="70" cy="58" r="2.5" fill="#263238"/><path d="M52 74 Q60 80 68 74" stroke="#8D6E63" stroke-width="2" fill="none"/></svg>`,
  );
}

/** A handwritten-looking path of the name (SVG, base64): one loop per letter, heights from the letters. */
export function drawSignature(name: string): string {
  let x = 10;
  let d = 'M10 40';
  for (const ch of name) {
    if (ch === ' ') {
      x += 12;
      d += ` M${x} 40`;
      continue;
    }
    const code = ch.codePointAt(0) ?? 97;
    const h = 12 + (code % 7) * 3;
    const w = 7 + (code % 3);
    d += ` C${x + 2} ${40 - h} ${x + w} ${40 - h} ${x + w} 38 S${x + w + 3} 46 ${x + w + 5} 40`;
    x += w + 5;
  }
  return b64(`<svg xmlns="http://www.w3.org/2000/svg" width="${x + 20}" height="60" viewBox="0 0 ${x + 20} 60"><path d="${d}" stroke="#0D47A1" stroke-width="1.8" fill="none" stroke-linecap="round"/></svg>`);
}

/** The authority's record of one demo profile, as stored by the simulator. */
export interface AuthorityRecord {
  number: string;
  pesel: string | null;
  birthDate: string;
  holder: string | null;
  state: AuthorityState;
  profile: FullPkk;
  oskUpdate: PkkOskUpdate | null;
  wordSection: PkkWordSection;
  history: Array<{ date: string; type: string; description: string }>;
}

function addDaysIso(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Builds the authority's record of a definition, dated relative to `today` (yyyy-MM-dd). */
function recordOf(d: DemoDefinition, today: string, at: string): AuthorityRecord {
  const issued = addDaysIso(today, -60);
  const office = d.city === 'Warszawa' ? { name: 'Urząd m.st. Warszawy — Wydział Uprawnień do Kierowania Pojazdami', number: '1465' } : { name: `Starostwo Powiatowe — ${d.city}`, number: '1401' };
  const exams: PkkWordSection['exams'] = d.passedTheory
    ? [
        { examType: 'THEORETICAL', category: d.category, examResult: 'POSITIVE', examiner: 'Jerzy Egzaminator', endDate: addDaysIso(today, -20) },
        { examType: 'PRACTICAL', category: d.category, examResult: 'NEGATIVE', examiner: 'Jerzy Egzaminator', endDate: addDaysIso(today, -10) },
      ]
    : [];
  const oskUpdate: PkkOskUpdate | null = d.oskUpdate
    ? {
        school: { name: 'OSK Zielona Fala', registryNumber: DEMO_SCHOOL_REGISTRY_NUMBER },
        course: {
          categories: [d.category],
          startDate: addDaysIso(today, -50),
          endDate: addDaysIso(today, -25),
          instructorRecordNumber: '00123/12',
          lecturerRecordNumber: d.category.endsWith('E') ? null : '00733/18',
          practicalClassHours: d.category === 'CE' ? 25 : 30,
          practicalClassMinutes: 0,
          theoryClassHours: d.category.endsWith('E') ? 0 : 30,
          theoryClassMinutes: 0,
        },
        updateDate: `${addDaysIso(today, -24)}T10:00:00.000Z`,
      }
    : null;
  const history: AuthorityRecord['history'] = [{ date: `${issued}T09:00:00.000Z`, type: 'CREATED', description: `Profil utworzony przez: ${office.name}` }];
  if (d.holder) history.push({ date: `${addDaysIso(today, -55)}T09:00:00.000Z`, type: 'DOWNLOADED', description: `Pobrany przez OSK ${d.holder}` });
  if (oskUpdate) history.push({ date: oskUpdate.updateDate ?? at, type: 'UPDATED', description: `Aktualizacja kursu przez OSK ${DEMO_SCHOOL_REGISTRY_NUMBER}` });
  if (d.state === 'COMPLEMENTARY_COURSE') history.push({ date: `${addDaysIso(today, -5)}T09:00:00.000Z`, type: 'COMPLEMENTARY_COURSE_ADDED', description: `Kurs uzupełniający w OSK ${DEMO_SCHOOL_REGISTRY_NUMBER}` });
  const profile: FullPkk = {
    origin: { number: d.number },
    candidate: {
      firstName: d.firstName,
      lastName: d.lastName,
      pesel: d.pesel,
      birthDate: d.birthDate,
      birthPlace: d.birthPlace,
      email: d.email,
      phoneNumber: d.phoneNumber,
      address: { street: d.street, streetNumber: d.streetNumber, suiteNumber: null, city: d.city, postalCode: d.postalCode },
      photo: drawPhoto(d.colour, d.sex),
      photoType: 'image/svg+xml',
      signature: drawSignature(`${d.firstName} ${d.lastName}`),
      signatureType: 'image/svg+xml',
    },
    requestedQualification: { category: d.category, constraint: null, type: 'NEW_LICENCE', reason: d.category.endsWith('E') ? 'Rozszerzenie uprawnień' : 'Uzyskanie prawa jazdy' },
    parentPermitForMinor: d.parentPermitForMinor ?? false,
    ownedDocument: { abroadIdentificationDocument: d.abroad ?? null },
    healthStatements: (d.health ?? [{ type: 'DRIVER', recordNumber: `LEK/2026/${d.number.slice(-4)}`, issueDate: addDaysIso(today, -70), nextExaminationDate: null, constraints: [] }]).map((h) => ({ ...h })),
    bans: d.bans ?? [],
    courseCompletionConfirmation: oskUpdate ? { date: oskUpdate.course.endDate, category: d.category, issuer: 'OSK Zielona Fala' } : null,
    passedExamConfirmation: null,
    passedTheoreticalExamConfirmation: d.passedTheory ? { date: addDaysIso(today, -20), category: d.category, issuer: 'WORD Warszawa' } : null,
  };
  const wordSection: PkkWordSection = {
    exams,
    suspensions: [],
    organizationUnit: office,
    updater: 'Referent wydziału komunikacji',
    updateDate: `${issued}T09:00:00.000Z`,
    history: [
      { date: `${issued}T09:00:00.000Z`, description: 'Wydano profil kandydata na kierowcę' },
      ...(d.passedTheory ? [{ date: `${addDaysIso(today, -20)}T12:00:00.000Z`, description: 'Egzamin teoretyczny — wynik pozytywny' }] : []),
    ],
  };
  return { number: d.number, pesel: d.pesel, birthDate: d.birthDate, holder: d.holder, state: d.state, profile, oskUpdate, wordSection, history };
}

/** The demo profiles as the authority holds them when seeded (dates relative to `today`). */
export function demoAuthorityRecords(today: string, at: string): AuthorityRecord[] {
  return DEFINITIONS.map((d) => recordOf(d, today, at));
}

/** A copy of a demo profile under another number (tests): same person data, fresh state. */
export function cloneDemoRecord(index: number, number: string, today: string, overrides: Partial<Pick<AuthorityRecord, 'state' | 'holder'>> & { pesel?: string | null; email?: string | null; category?: string } = {}): AuthorityRecord {
  const base = DEFINITIONS[index % DEFINITIONS.length];
  if (!base) throw new Error('no demo profile');
  const d: DemoDefinition = {
    ...base,
    number,
    state: overrides.state ?? 'AVAILABLE',
    holder: overrides.holder ?? null,
    pesel: overrides.pesel === undefined ? base.pesel : overrides.pesel,
    email: overrides.email === undefined ? base.email : overrides.email,
    category: overrides.category ?? base.category,
    oskUpdate: (overrides.state ?? 'AVAILABLE') === 'UPDATED' || overrides.state === 'COMPLEMENTARY_COURSE',
  };
  return recordOf(d, today, `${today}T10:00:00.000Z`);
}
