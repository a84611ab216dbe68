/**
 * The source of the demo question bank: original questions written for this product (never the
 * ministry's wording), correct under Polish traffic law, each with its legal source. They are data in
 * questions/*.json, read and checked by demo-bank.data.ts. The generator writes them to demo-bank.xlsx
 * in the ministry's layout, and the demo seed loads that file through the importer like any bank.
 */

/** A question's texts in one language: the question, answers A-C (specialist only) and the explanation. */
export interface DemoTexts {
  q: string;
  a?: string;
  b?: string;
  c?: string;
  why: string;
}

/** One question of the demo bank. */
export interface DemoQuestion {
  /** The question number (externalId). */
  n: number;
  /** T / N for basic (yes/no) questions, A / B / C for specialist ones. */
  key: 'T' | 'N' | 'A' | 'B' | 'C';
  /** Points: 1, 2 or 3. */
  w: 1 | 2 | 3;
  /** Learning module: 1-32 road rules, 100-117 initial qualification. */
  mod: number;
  /** Categories as the bank writes them (official names; Y and Z for initial qualification C and D). */
  cat: string;
  /** Media file name in the media directory. */
  media?: string;
  /** The legal source (Źródło pytania). */
  law: string;
  pl: DemoTexts;
  en: DemoTexts;
  de: DemoTexts;
  ua: DemoTexts;
}

/**
 * What the `{NAME}` placeholders in a question's categories (`cat`) and legal source (`law`) stand for
 * in the question files (questions/*.json).
 */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  /** All driving-licence categories of the official bank (basic questions are shared by all of them). */
  ALL_CATEGORIES: 'A,B,C,D,T,AM,A1,A2,B1,C1,D1,PT',
  /** Abbreviations of the acts the questions cite. */
  PORD: 'ustawy Prawo o ruchu drogowym',
  ZNAKI: 'rozporządzenia w sprawie znaków i sygnałów drogowych',
  UKP: 'ustawy o kierujących pojazdami',
  WARUNKI: 'rozporządzenia w sprawie warunków technicznych pojazdów oraz zakresu ich niezbędnego wyposażenia',
  KW: 'dyrektywy (UE) 2022/2561, załącznik I',
  R561: 'rozporządzenia (WE) nr 561/2006',
};
