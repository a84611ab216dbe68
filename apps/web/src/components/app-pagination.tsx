import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with names for its controls and pages: its previous/next arrows are icons
 * without text, which screen readers announce as unnamed buttons (axe: button-name, critical).
 */
export function AppPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
      {...props}
    />
  );
}
