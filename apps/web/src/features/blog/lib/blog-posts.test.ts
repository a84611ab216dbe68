import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogPostFromFile, findPostByFile } from './blog-posts';

describe('the blog posts', () => {
  it('are read from their JSON files, newest first, each found by its .html name', () => {
    expect(BLOG_POSTS.map((post) => post.publishedOn)).toEqual([...BLOG_POSTS.map((post) => post.publishedOn)].sort().reverse());
    for (const post of BLOG_POSTS) {
      expect(findPostByFile(`${post.slug}.html`)).toBe(post);
      for (const block of post.blocks) expect(['heading', 'paragraph', 'list']).toContain(block.type);
    }
  });

  it('rejects a post file whose block is not a heading, a paragraph or a list, naming the post', () => {
    const file = { slug: 'x', publishedOn: '2025-01-01', title: 'T', lead: 'L', blocks: [{ type: 'heading', text: 'H' }] };
    expect(blogPostFromFile(file).blocks).toEqual([{ type: 'heading', text: 'H' }]);
    expect(() => blogPostFromFile({ ...file, blocks: [{ type: 'quote', text: 'Q' }] })).toThrow(/Blog post x: .*"quote"/);
    expect(() => blogPostFromFile({ ...file, blocks: [{ type: 'list', text: 'not items' }] })).toThrow(/Blog post x/);
  });
});
