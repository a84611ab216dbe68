import { displayDate, type Language } from '@osk/contract';

/** What happened to a lesson. */
export type LessonChange = 'created' | 'moved' | 'cancelled';

/** The lesson as a notice names it. */
export interface LessonNotice {
  lessonType: 'DRIVE' | 'LECTURE';
  lessonDate: string;
  startTime: string;
  endTime: string;
  schoolName: string;
  /** For a move: the former date and times. */
  previous?: { lessonDate: string; startTime: string; endTime: string } | null;
}

interface Texts {
  type: Record<'DRIVE' | 'LECTURE', string>;
  subject: Record<LessonChange, (type: string, when: string) => string>;
  body: Record<LessonChange, (type: string, when: string, before: string) => string>;
  sms: Record<LessonChange, (type: string, when: string) => string>;
  greeting: string;
  footer: (school: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  pl: {
    type: { DRIVE: 'Jazda', LECTURE: 'Wykład' },
    subject: { created: (t, w) => `Nowa lekcja: ${t} ${w}`, moved: (t, w) => `Zmiana terminu lekcji: ${t} ${w}`, cancelled: (t, w) => `Odwołana lekcja: ${t} ${w}` },
    body: {
      created: (t, w) => `zaplanowano lekcję: ${t}, ${w}.`,
      moved: (t, w, b) => `lekcja ${t} została przeniesiona z ${b} na ${w}.`,
      cancelled: (t, w) => `lekcja ${t}, ${w}, została odwołana.`,
    },
    sms: { created: (t, w) => `Nowa lekcja: ${t} ${w}.`, moved: (t, w) => `Lekcja przeniesiona: ${t} ${w}.`, cancelled: (t, w) => `Lekcja odwołana: ${t} ${w}.` },
    greeting: 'Dzień dobry,',
    footer: (s) => `Pozdrawiamy,\n${s}`,
  },
  en: {
    type: { DRIVE: 'Driving lesson', LECTURE: 'Lecture' },
    subject: { created: (t, w) => `New lesson: ${t} ${w}`, moved: (t, w) => `Lesson moved: ${t} ${w}`, cancelled: (t, w) => `Lesson cancelled: ${t} ${w}` },
    body: {
      created: (t, w) => `a lesson has been planned: ${t}, ${w}.`,
      moved: (t, w, b) => `the lesson ${t} has been moved from ${b} to ${w}.`,
      cancelled: (t, w) => `the lesson ${t}, ${w}, has been cancelled.`,
    },
    sms: { created: (t, w) => `New lesson: ${t} ${w}.`, moved: (t, w) => `Lesson moved: ${t} ${w}.`, cancelled: (t, w) => `Lesson cancelled: ${t} ${w}.` },
    greeting: 'Hello,',
    footer: (s) => `Kind regards,\n${s}`,
  },
  de: {
    type: { DRIVE: 'Fahrstunde', LECTURE: 'Theoriestunde' },
    subject: { created: (t, w) => `Neue Stunde: ${t} ${w}`, moved: (t, w) => `Stunde verschoben: ${t} ${w}`, cancelled: (t, w) => `Stunde abgesagt: ${t} ${w}` },
    body: {
      created: (t, w) => `eine Stunde wurde geplant: ${t}, ${w}.`,
      moved: (t, w, b) => `die Stunde ${t} wurde von ${b} auf ${w} verschoben.`,
      cancelled: (t, w) => `die Stunde ${t}, ${w}, wurde abgesagt.`,
    },
    sms: { created: (t, w) => `Neue Stunde: ${t} ${w}.`, moved: (t, w) => `Stunde verschoben: ${t} ${w}.`, cancelled: (t, w) => `Stunde abgesagt: ${t} ${w}.` },
    greeting: 'Guten Tag,',
    footer: (s) => `Mit freundlichen Grüßen\n${s}`,
  },
  ru: {
    type: { DRIVE: 'Вождение', LECTURE: 'Лекция' },
    subject: { created: (t, w) => `Новое занятие: ${t} ${w}`, moved: (t, w) => `Занятие перенесено: ${t} ${w}`, cancelled: (t, w) => `Занятие отменено: ${t} ${w}` },
    body: {
      created: (t, w) => `запланировано занятие: ${t}, ${w}.`,
      moved: (t, w, b) => `занятие ${t} перенесено с ${b} на ${w}.`,
      cancelled: (t, w) => `занятие ${t}, ${w}, отменено.`,
    },
    sms: { created: (t, w) => `Новое занятие: ${t} ${w}.`, moved: (t, w) => `Занятие перенесено: ${t} ${w}.`, cancelled: (t, w) => `Занятие отменено: ${t} ${w}.` },
    greeting: 'Здравствуйте!',
    footer: (s) => `С уважением,\n${s}`,
  },
  ua: {
    type: { DRIVE: 'Водіння', LECTURE: 'Лекція' },
    subject: { created: (t, w) => `Нове заняття: ${t} ${w}`, moved: (t, w) => `Заняття перенесено: ${t} ${w}`, cancelled: (t, w) => `Заняття скасовано: ${t} ${w}` },
    body: {
      created: (t, w) => `заплановано заняття: ${t}, ${w}.`,
      moved: (t, w, b) => `заняття ${t} перенесено з ${b} на ${w}.`,
      cancelled: (t, w) => `заняття ${t}, ${w}, скасовано.`,
    },
    sms: { created: (t, w) => `Нове заняття: ${t} ${w}.`, moved: (t, w) => `Заняття перенесено: ${t} ${w}.`, cancelled: (t, w) => `Заняття скасовано: ${t} ${w}.` },
    greeting: 'Доброго дня!',
    footer: (s) => `З повагою,\n${s}`,
  },
};


/** dd.MM.yyyy HH:mm–HH:mm (Warsaw wall time). */
function when(date: string, start: string, end: string): string {
  return `${displayDate(date)} ${start}–${end}`;
}

/** The mail about a lesson change. */
export function lessonMail(language: Language, change: LessonChange, n: LessonNotice): { subject: string; text: string } {
  const t = TEXTS[language];
  const type = t.type[n.lessonType];
  const w = when(n.lessonDate, n.startTime, n.endTime);
  const before = n.previous ? when(n.previous.lessonDate, n.previous.startTime, n.previous.endTime) : w;
  return { subject: t.subject[change](type, w), text: `${t.greeting}\n\n${t.body[change](type, w, before)}\n\n${t.footer(n.schoolName)}` };
}

/** The SMS about a lesson change. */
export function lessonSms(language: Language, change: LessonChange, n: LessonNotice): string {
  const t = TEXTS[language];
  return `${n.schoolName}: ${t.sms[change](t.type[n.lessonType], when(n.lessonDate, n.startTime, n.endTime))}`;
}
