import type { BlogPost } from '../content/blog-post.types';
import { egzaminKrokPoKrokuPost } from '../content/egzamin-krok-po-kroku.post';
import { najczestszeBledyPost } from '../content/najczestsze-bledy.post';
import { planNaukiPost } from '../content/plan-nauki.post';

/** All posts, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = [planNaukiPost, egzaminKrokPoKrokuPost, najczestszeBledyPost].sort((a, b) =>
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
