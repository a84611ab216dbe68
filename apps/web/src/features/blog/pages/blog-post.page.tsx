import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { actionPath, ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { BlogPostBody } from '../components/blog-post-body';
import type { BlogPost } from '../content/blog-post.types';
import { findPostByFile, readingMinutes } from '../lib/blog-posts';

/** /wiadomosci/{slug}.html: one post; an unknown name is a missing page. */
export function BlogPostPage() {
  const { file } = useParams();
  const post = findPostByFile(file);
  if (!post) return <Navigate to={actionPath('PAGE_NOT_FOUND')} replace />;
  return <BlogPostView post={post} />;
}

function BlogPostView({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation();
  usePageTitle(post.title);
  return (
    <Stack component="article" gap="sm" maw={820}>
      <Anchor component={Link} to={ROUTES.blog} size="sm">
        ← {t('blog.back')}
      </Anchor>
      {i18n.language !== 'pl' && (
        <Alert color="blue" variant="light">
          {t('blog.polishOnly')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('blog.published', { date: formatDate(post.publishedOn) })} · {t('blog.readingTime', { count: readingMinutes(post) })}
      </Text>
      <Stack gap="sm" lang="pl">
        <Title order={1} data-testid="blog-post-title">
          {post.title}
        </Title>
        <Text size="lg" fw={500}>
          {post.lead}
        </Text>
        <BlogPostBody blocks={post.blocks} />
      </Stack>
    </Stack>
  );
}
