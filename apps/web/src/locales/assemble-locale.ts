import type { LocaleTree } from './locale.types';

/** The section modules of a language's folder: each module's exported sections by their names. */
export type LocaleModules = Readonly<Record<string, Readonly<Record<string, LocaleTree>>>>;

/** One object of the sections of several modules (a union of module types becomes their intersection). */
export type LocaleOf<M extends LocaleModules> = (M[keyof M] extends infer U ? (U extends unknown ? (all: U) => void : never) : never) extends (all: infer I) => void ? I : never;

/**
 * One language's texts: every section its modules export (`common`, `header`, … of common.ts), side
 * by side under their names; a section exported twice fails at once. Each language's index hands
 * over its own folder's modules and stays one chunk of its own; this runs in the loader (lib/i18n).
 */
export function assembleLocale<M extends LocaleModules>(modules: M): LocaleOf<M> {
  const tree: Record<string, LocaleTree> = {};
  for (const [file, sections] of Object.entries(modules)) {
    for (const [name, section] of Object.entries(sections)) {
      if (name in tree) throw new Error(`locale section "${name}" exported twice (${file})`);
      tree[name] = section;
    }
  }
  return tree as LocaleOf<M>;
}
