/** One block of a blog post body. */
export type BlogBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] };

/**
 * A blog post kept in the repository. Posts are written in Polish; in other interface languages
 * they are shown in Polish with a note, while the surrounding interface follows the chosen language.
 */
export interface BlogPost {
  /** The URL name: /wiadomosci/{slug}.html */
  slug: string;
  /** yyyy-MM-dd */
  publishedOn: string;
  title: string;
  lead: string;
  blocks: readonly BlogBlock[];
}
