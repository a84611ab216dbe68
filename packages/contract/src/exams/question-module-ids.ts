/**
 * The learning modules' ids (spec §9), without their names (question-modules.ts has the modules with
 * names in five languages): the road-rule modules 1-32 and the initial qualification modules 100-117.
 */
const ROAD_RULE_MODULE_IDS = Array.from({ length: 32 }, (_, index) => index + 1);
const QUALIFICATION_MODULE_IDS = Array.from({ length: 18 }, (_, index) => index + 100);

/** Every module id a question may name. */
export const ALL_MODULE_IDS: ReadonlySet<number> = new Set([...ROAD_RULE_MODULE_IDS, ...QUALIFICATION_MODULE_IDS]);

/** Qualification modules of category C (Y). */
export const QUALIFICATION_C_MODULES: ReadonlySet<number> = new Set([100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]);
/** Qualification modules of category D (Z). */
export const QUALIFICATION_D_MODULES: ReadonlySet<number> = new Set([100, 101, 113, 114, 115, 116, 117, 104, 106, 107, 108, 109, 110, 111]);
