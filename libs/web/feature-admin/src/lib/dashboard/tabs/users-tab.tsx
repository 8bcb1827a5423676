import { useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { formatDateIn } from '@chargesetu/shared/domain';
import { formatCount } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { SAMPLE_ROLES, SAMPLE_USER_ACTIVITY, SAMPLE_USERS } from '../sample/users';

const PAGE_SIZES = [5, 10];

/** User Management (docs/product.md §2.14): a paged user directory, role cards and an activity log. */
export function UsersTab() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const shown = SAMPLE_USERS.slice(page * pageSize, page * pageSize + pageSize);
  return (
    <Stack spacing={3}>
      <SectionCard title="User directory" subtitle={`${SAMPLE_USERS.length} accounts`}>
        <ScrollTable
          label="User directory"
          columns={['Name', 'Email', 'Phone', 'City', 'Role', 'Status', 'Joined', 'Bookings']}
          minWidth={880}
          rows={shown.map((u) => ({
            key: String(u.id),
            cells: [
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {u.name}
              </Typography>,
              u.email,
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {u.phone}
              </Box>,
              u.city,
              u.role,
              <StatusChip value={u.status} />,
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateIn(u.joined)}
              </Box>,
              formatCount(u.bookings),
            ],
          }))}
        />
        <TablePagination
          component="div"
          count={SAMPLE_USERS.length}
          page={page}
          onPageChange={(_e, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          // On a phone the page-size picker gives way, so the paging arrows stay on screen.
          sx={{
            '& .MuiTablePagination-toolbar': { px: { xs: 0, sm: 2 } },
            '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
              display: { xs: 'none', sm: 'inline-flex' },
            },
          }}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      </SectionCard>

      <SectionCard title="Roles" subtitle="Who can do what">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {SAMPLE_ROLES.map((r) => (
            <Paper key={r.role} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {r.role}
              </Typography>
              <Typography color="text.secondary">{r.description}</Typography>
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                {formatCount(r.members)} members
              </Typography>
            </Paper>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title="Activity logs" subtitle="Today, newest first">
        <List dense disablePadding>
          {SAMPLE_USER_ACTIVITY.map((a) => (
            <ListItem key={`${a.time}-${a.who}`} disableGutters divider>
              <ListItemText primary={`${a.who}: ${a.action}`} secondary={a.time} />
            </ListItem>
          ))}
        </List>
      </SectionCard>
    </Stack>
  );
}
