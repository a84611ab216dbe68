import { describe, expect, it } from 'vitest';
import { ALL_MODULE_IDS } from './question-module-ids.js';
import { QUALIFICATION_MODULES, ROAD_RULE_MODULES } from './question-modules.js';

describe('the module ids', () => {
  it('are exactly the ids of the named modules', () => {
    const named = [...ROAD_RULE_MODULES, ...QUALIFICATION_MODULES].map((module) => module.id).sort((a, b) => a - b);
    expect([...ALL_MODULE_IDS].sort((a, b) => a - b)).toEqual(named);
  });
});
