import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_USERS_PAGE } from '@chargesetu/shared/contracts';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { formatDateIn, useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useGetAdminUsersQuery } from '../../api/admin-users.api';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { UserDetailDialog } from '../users/user-detail-dialog';
import { accountCountLine, directoryQuery, roleLabel, USERS_TEXTS } from '../users/user-view';
import { PagedTablePagination } from '../components/paged-table-pagination';

const PAGE_SIZES = [10, 25];

/**
 * User Management (docs/product.md §2.14): the real accounts of the auth service, drivers and
 * administrators, searched on the server by name, username or email and paged there; one opens in a
 * detail dialog with their vehicles and the password reset.
 */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error, isFetching, isLoading } = useGetAdminUsersQuery(
    directoryQuery(search, page, pageSize),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(0);
  };

  return (
    <Stack spacing={3}>
      <SectionCard
        title={t('users.directory')}
        subtitle={
          data ? t('users.countLive', { line: accountCountLine(data.total, search !== '') }) : t('users.live')
        }
        action={
          <Button component={RouterLink} to={paths.adminSettings.path} variant="outlined" size="small">
            {t('users.adminSettings')}
          </Button>
        }
      >
        <Box
          component="form"
          role="search"
          aria-label={t('users.searchLabel')}
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            label={t('users.searchField')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            size="small"
            fullWidth
            slotProps={{
              htmlInput: { maxLength: ADMIN_USERS_PAGE.maxQueryLength, 'data-testid': 'admin-users-search' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchOutlined />}
            data-testid="admin-users-search-button"
          >
            {t('users.search')}
          </Button>
        </Box>

        {isLoading && <ListSkeleton rows={3} label={t('users.loading')} />}
        {error && <Alert severity="error">{getErrorMessage(error, USERS_TEXTS.loadFailed)}</Alert>}
        {data && data.users.length === 0 && (
          <Typography color="text.secondary" data-testid="admin-users-empty" sx={{ py: 2 }}>
            {search ? USERS_TEXTS.noMatch(search) : USERS_TEXTS.none}
          </Typography>
        )}
        {data && data.users.length > 0 && (
          <Box aria-busy={isFetching} data-testid="admin-users-table">
            <ScrollTable
              label={t('users.directory')}
              columns={[
                t('users.col.name'),
                t('users.col.username'),
                t('users.col.email'),
                t('users.col.role'),
                t('users.col.joined'),
                t('users.col.account'),
              ]}
              minWidth={760}
              rows={data.users.map((u) => ({
                key: String(u.id),
                cells: [
                  <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {u.name}
                  </Typography>,
                  u.username,
                  u.email,
                  <Chip
                    size="small"
                    label={roleLabel(u.role)}
                    color={u.role === 'admin' ? 'primary' : 'default'}
                    variant="outlined"
                  />,
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateIn(u.createdAt)}
                  </Box>,
                  <Button
                    size="small"
                    onClick={() => setOpenId(u.id)}
                    aria-label={t('users.openUser', { name: u.name })}
                    data-testid={`admin-user-open-${u.id}`}
                  >
                    {t('users.open')}
                  </Button>,
                ],
              }))}
            />
            <PagedTablePagination
              count={data.total}
              page={page}
              onPageChange={setPage}
              pageSize={pageSize}
              pageSizes={PAGE_SIZES}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(0);
              }}
            />
          </Box>
        )}
      </SectionCard>
      {openId !== null && <UserDetailDialog userId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
