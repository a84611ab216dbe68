/**
 * Learning modules of the question bank (spec §9): 32 road-rule modules (ids 1-32) and the initial
 * qualification modules (C: 100-112; D: 100, 101, 113-117, 104, 106-111). Names in the five interface
 * languages. Data only: learning by module is built later on top of it.
 */

import names from './question-modules.json';

/** A name in each interface language. */
export interface ModuleNames {
  pl: string;
  en: string;
  de: string;
  ru: string;
  ua: string;
}

/** A learning module. */
export interface QuestionModule {
  id: number;
  names: ModuleNames;
}

/** The 32 road-rule modules (ids 1-32); their names in the five languages are data (question-modules.json, ADR 029). */
export const ROAD_RULE_MODULES: readonly QuestionModule[] = names.roadRules;

/** The initial qualification modules (C: 100-112; D: 100, 101, 104, 106-111, 113-117). */
export const QUALIFICATION_MODULES: readonly QuestionModule[] = names.qualification;

// The ids live without the names (which are most of this file), for screens that only check an id.
export { ALL_MODULE_IDS, QUALIFICATION_C_MODULES, QUALIFICATION_D_MODULES } from './question-module-ids.js';

/** A module by id. */
export function findModule(id: number): QuestionModule | undefined {
  return ROAD_RULE_MODULES.find((m) => m.id === id) ?? QUALIFICATION_MODULES.find((m) => m.id === id);
}
