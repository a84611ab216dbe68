import type { BlogBlock, BlogPost } from '../content/blog-post.types';
import egzaminKrokPoKroku from '../content/egzamin-krok-po-kroku.post.json';
import najczestszeBledy from '../content/najczestsze-bledy.post.json';
import planNauki from '../content/plan-nauki.post.json';

/**
 * A post as TypeScript types its JSON file: every field is checked at compile time except a block's
 * `type`, which a JSON import widens to any string; blogPostFromFile checks it.
 */
export type BlogPostFile = Omit<BlogPost, 'blocks'> & { blocks: readonly { type: string; text?: string; items?: readonly string[] }[] };

function blockOf(block: BlogPostFile['blocks'][number], slug: string): BlogBlock {
  if (block.type === 'list' && block.items) return { type: 'list', items: block.items };
  if ((block.type === 'heading' || block.type === 'paragraph') && block.text !== undefined) return { type: block.type, text: block.text };
  throw new Error(`Blog post ${slug}: a block is neither a heading, a paragraph nor a list: ${JSON.stringify(block)}`);
}

/** A post read from its JSON file, its blocks checked. */
export function blogPostFromFile(file: BlogPostFile): BlogPost {
  return { ...file, blocks: file.blocks.map((block) => blockOf(block, file.slug)) };
}

/** All posts, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = [planNauki, egzaminKrokPoKroku, najczestszeBledy].map(blogPostFromFile).sort((a, b) =>
  b.publishedOn.localeCompare(a.publishedOn),
);

/** The post behind a /wiadomosci/{file} path segment, which must end in .html. */
export function findPostByFile(file: string | undefined): BlogPost | undefined {
  if (!file?.endsWith('.html')) return undefined;
  const slug = file.slice(0, -'.html'.length);
  return BLOG_POSTS.find((post) => post.slug === slug);
}

const WORDS_PER_MINUTE = 200;

/** Estimated reading time in whole minutes (at least 1). */
export function readingMinutes(post: BlogPost): number {
  const text = [post.lead, ...post.blocks.flatMap((block) => (block.type === 'list' ? block.items : [block.text]))].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
