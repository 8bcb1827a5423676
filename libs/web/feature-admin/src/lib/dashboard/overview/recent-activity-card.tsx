import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { formatDateTimeIn, useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton, useNow } from '@chargesetu/web/ui';
import { useGetAdminFinanceQuery } from '../../api/admin-finance.api';
import { useGetAdminUsersQuery } from '../../api/admin-users.api';
import { RetryAlert } from '../components/retry-alert';
import { SectionCard } from '../components/section-card';
import { timeAgo } from '../components/time-ago';
import { recentActivity, RECENT_ACTIVITY_LIMIT, type ActivityKind } from './recent-activity';

const ICONS: Record<ActivityKind, typeof PersonAddAltOutlined> = {
  account: PersonAddAltOutlined,
  payment: CurrencyRupeeOutlined,
};

/**
 * The Overview's "Recent activity" (docs/product.md §2.14): the newest accounts (GET /api/auth/admin/users)
 * and payments (GET /api/admin/finance, its latest payments) with how long ago each happened. When one
 * source fails the other still shows, with a warning naming what is missing.
 */
export function RecentActivityCard() {
  const { t } = useTranslation('admin');
  const fallback = t('overview.activity.failed');
  const users = useGetAdminUsersQuery({ limit: RECENT_ACTIVITY_LIMIT });
  const finance = useGetAdminFinanceQuery({});
  const now = useNow(30_000);
  const bothFailed = users.error && finance.error;
  const loaded = (users.data || users.error) && (finance.data || finance.error);
  const lines = recentActivity(users.data?.users ?? [], finance.data?.transactions ?? []);
  const retry = () => {
    void users.refetch();
    void finance.refetch();
  };
  return (
    <SectionCard title={t('overview.activity.title')} subtitle={t('overview.activity.subtitle')}>
      {bothFailed ? (
        <RetryAlert error={users.error} fallback={fallback} onRetry={retry} />
      ) : !loaded ? (
        <ListSkeleton rows={4} label={t('overview.activity.loading')} />
      ) : (
        <>
          {(users.error || finance.error) && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {users.error
                ? t('overview.activity.usersFailed', { message: getErrorMessage(users.error, fallback) })
                : t('overview.activity.paymentsFailed', {
                    message: getErrorMessage(finance.error, fallback),
                  })}
            </Alert>
          )}
          {lines.length === 0 ? (
            <Typography color="text.secondary">{t('overview.activity.empty')}</Typography>
          ) : (
            <List disablePadding dense data-testid="recent-activity">
              {lines.map((a) => {
                const Icon = ICONS[a.kind];
                return (
                  <ListItem key={a.key} disableGutters data-testid={`activity-${a.key}`}>
                    <ListItemAvatar sx={{ minWidth: 48 }}>
                      <Avatar
                        sx={{ width: 34, height: 34, bgcolor: 'background.default', color: 'secondary.main' }}
                      >
                        <Icon fontSize="small" aria-hidden="true" />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={a.text}
                      secondary={
                        <time dateTime={a.at} title={formatDateTimeIn(a.at)}>
                          {timeAgo(a.at, now)}
                        </time>
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </>
      )}
    </SectionCard>
  );
}
