import TablePagination from '@mui/material/TablePagination';
import { formatNumber, useTranslation } from '@chargesetu/web/i18n';

export interface PagedTablePaginationProps {
  /** Rows on every page together, as the server counted them. */
  count: number;
  /** Zero-based. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  /** The page sizes offered; with one, or without onPageSizeChange, no picker is shown. */
  pageSizes: readonly number[];
  /** A new page size; the caller goes back to the first page. */
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * The admin tables' paging under a server-paged table. On a phone the page-size picker gives way, so the
 * paging arrows stay on screen.
 */
export function PagedTablePagination({
  count,
  page,
  onPageChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
}: PagedTablePaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_e, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={onPageSizeChange ? [...pageSizes] : [pageSize]}
      sx={{
        '& .MuiTablePagination-toolbar': { px: { xs: 0, sm: 2 } },
        '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
          display: { xs: 'none', sm: 'inline-flex' },
        },
      }}
      onRowsPerPageChange={(e) => onPageSizeChange?.(Number(e.target.value))}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: all }) =>
        t('pagination.displayed', {
          from: formatNumber(from),
          to: formatNumber(to),
          count: formatNumber(all),
        })
      }
      getItemAriaLabel={(type) =>
        type === 'first'
          ? t('pagination.first')
          : type === 'last'
            ? t('pagination.last')
            : type === 'next'
              ? t('pagination.next')
              : t('pagination.previous')
      }
    />
  );
}
