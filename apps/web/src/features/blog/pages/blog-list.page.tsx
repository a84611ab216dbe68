import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { blogPostPath } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { BLOG_POSTS, readingMinutes } from '../lib/blog-posts';

/** /wiadomosci: the list of posts. */
export function BlogListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('blog.pageTitle'));
  return (
    <Stack gap="md" maw={820}>
      <Title order={1}>{t('blog.pageTitle')}</Title>
      <Text c="dimmed">{t('blog.lead')}</Text>
      {i18n.language !== 'pl' && (
        <Text size="sm" c="dimmed">
          {t('blog.polishOnly')}
        </Text>
      )}
      {BLOG_POSTS.map((post) => (
        <Card key={post.slug} withBorder radius="md" padding="lg" component="article" lang="pl" data-testid="blog-post-card">
          <Text size="xs" c="dimmed" mb={4} lang={i18n.language}>
            {t('blog.published', { date: formatDate(post.publishedOn) })} · {t('blog.readingTime', { count: readingMinutes(post) })}
          </Text>
          <Title order={2} size="h3" mb="xs">
            <Anchor component={Link} to={blogPostPath(post.slug)} inherit>
              {post.title}
            </Anchor>
          </Title>
          <Text mb="sm">{post.lead}</Text>
          <Anchor component={Link} to={blogPostPath(post.slug)} size="sm" lang={i18n.language}>
            {t('blog.readMore')}
          </Anchor>
        </Card>
      ))}
    </Stack>
  );
}
