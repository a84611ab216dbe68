import { List, Text, Title } from '@mantine/core';
import type { BlogBlock } from '../content/blog-post.types';

/** Renders the blocks of a post body. */
export function BlogPostBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // Blocks never reorder, so their position is a stable key.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <Title key={key} order={2} size="h3" mt="md">
                {block.text}
              </Title>
            );
          case 'paragraph':
            return <Text key={key}>{block.text}</Text>;
          case 'list':
            return (
              <List key={key} spacing="xs">
                {block.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            );
        }
      })}
    </>
  );
}
