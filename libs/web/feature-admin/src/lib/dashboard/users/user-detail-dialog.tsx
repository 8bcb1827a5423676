import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { formatDateIn, useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useGetAdminUserQuery } from '../../api/admin-users.api';
import { ResetUserPasswordForm } from '../../components/reset-user-password-form';
import { onOff, roleLabel, USERS_TEXTS } from './user-view';

export interface UserDetailDialogProps {
  userId: number;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One account as the auth service knows it (docs/product.md §2.14 User Management): profile, role, joined
 * date, vehicles and notification preferences, and the administrator's password reset for it.
 */
export function UserDetailDialog({ userId, onClose }: UserDetailDialogProps) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading } = useGetAdminUserQuery(userId);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = data?.user;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="user-detail-title"
    >
      <DialogTitle id="user-detail-title">{user ? user.name : t('users.detail.account')}</DialogTitle>
      <DialogContent dividers data-testid="admin-user-detail">
        {isLoading && <ListSkeleton rows={4} />}
        {error && <Alert severity="error">{getErrorMessage(error, USERS_TEXTS.detailFailed)}</Alert>}
        {data && user && (
          <>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
              <Fact label={t('users.detail.userId')} value={String(user.id)} />
              <Fact label={t('users.col.username')} value={user.username} />
              <Fact label={t('users.col.email')} value={user.email} />
              <Fact label={t('users.detail.phone')} value={user.phone ?? t('users.detail.notGiven')} />
              <Fact label={t('users.col.role')} value={roleLabel(user.role)} />
              <Fact label={t('users.col.joined')} value={formatDateIn(user.createdAt)} />
              <Fact
                label={t('users.detail.bookingConfirmations')}
                value={onOff(data.notifications.bookingConfirmations)}
              />
              <Fact
                label={t('users.detail.chargingUpdates')}
                value={onOff(data.notifications.chargingUpdates)}
              />
              <Fact
                label={t('users.detail.promotionalMessages')}
                value={onOff(data.notifications.promotionalMessages)}
              />
            </Box>

            <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t('users.detail.vehicles')}
            </Typography>
            {data.vehicles.length === 0 ? (
              <Typography color="text.secondary">{USERS_TEXTS.noVehicles}</Typography>
            ) : (
              <List dense disablePadding data-testid="admin-user-vehicles">
                {data.vehicles.map((v) => (
                  <ListItem key={v.id} disableGutters divider>
                    <ListItemText
                      primary={`${v.make} ${v.model}${v.year ? ` (${v.year})` : ''}`}
                      secondary={`${v.registrationNumber} · ${v.connectorTypes.join(', ')}${
                        v.batteryCapacity ? ` · ${v.batteryCapacity} kWh` : ''
                      }`}
                    />
                  </ListItem>
                ))}
              </List>
            )}

            <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 0.5 }}>
              {t('users.reset.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('users.detail.resetNote', { name: user.name })}
            </Typography>
            <ResetUserPasswordForm userId={user.id} onDone={onClose} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shared.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
