import { Group, UnstyledButton } from '@mantine/core';

/** At most this many numbered page links (school document §9). */
export const MAX_PAGE_LINKS = 10;

/** The 0-based pages whose links show: a window of at most `max` around the current page. */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_LINKS): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(max, totalPages);
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), totalPages - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The labels a list gives its page links (in the list's own texts). */
export interface PageLinkLabels {
  prev: string;
  next: string;
  page: (page: number) => string;
}

/**
 * Page links of a list: previous, at most 10 numbered pages around the current one (0-based `current`,
 * shown 1-based; test ids page-prev, page-N, page-next), next. Nothing for a single page.
 */
export function PageLinks({ current, total, onPage, labels, testId }: { current: number; total: number; onPage: (page: number) => void; labels: PageLinkLabels; testId: string }) {
  if (total <= 1) return null;
  const link = (page: number, label: string, id: string, aria: string, options: { disabled?: boolean; numbered?: boolean } = {}) => {
    const selected = options.numbered === true && page === current;
    return (
      <UnstyledButton
        key={id}
        onClick={() => onPage(page)}
        disabled={options.disabled}
        aria-current={selected ? 'page' : undefined}
        aria-label={aria}
        data-testid={id}
        px="xs"
        py={4}
        miw={32}
        ta="center"
        style={{ borderRadius: 6, fontWeight: selected ? 700 : 400, background: selected ? 'var(--mantine-color-blue-light)' : undefined, opacity: options.disabled ? 0.4 : 1 }}
      >
        {label}
      </UnstyledButton>
    );
  };
  return (
    <Group gap={4} justify="center" data-testid={testId}>
      {link(current - 1, '‹', 'page-prev', labels.prev, { disabled: current === 0 })}
      {pageWindow(current, total).map((page) => link(page, String(page + 1), `page-${page + 1}`, labels.page(page + 1), { numbered: true }))}
      {link(current + 1, '›', 'page-next', labels.next, { disabled: current >= total - 1 })}
    </Group>
  );
}
