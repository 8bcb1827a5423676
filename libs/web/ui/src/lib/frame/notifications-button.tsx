import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { CHARGING_SESSIONS_MAX_LIMIT } from '@chargesetu/shared/contracts';
import {
  useGetBookingsQuery,
  useGetChargingSessionsQuery,
  useGetPaymentsQuery,
} from '@chargesetu/web/data-access';
import { hrefs, paths } from '@chargesetu/web/routes';
import { ListSkeleton } from '../feedback/skeletons';
import { bookingNotifications } from './notifications';
import { useTranslation } from '@chargesetu/web/i18n';

/** The most lines the panel lists; My Bookings has the rest. */
const SHOWN = 10;

/**
 * What happened to the user's bookings, read when the panel opens (GET /api/bookings, /api/payments and
 * /api/charging/sessions, nothing kept while it is closed), each line linking to its booking. The lines wait
 * for all three, so they appear once, in their order, instead of moving as the times arrive; a payment or
 * session list that cannot be read only leaves those times out.
 */
function NotificationsPanel({ titleId, onNavigate }: { titleId: string; onNavigate: () => void }) {
  const bookings = useGetBookingsQuery();
  const payments = useGetPaymentsQuery();
  const sessions = useGetChargingSessionsQuery(CHARGING_SESSIONS_MAX_LIMIT);
  const { t } = useTranslation('common');
  const loading = bookings.isLoading || payments.isLoading || sessions.isLoading;
  const items =
    bookings.data && !loading
      ? bookingNotifications(bookings.data, payments.data ?? [], sessions.data ?? [])
      : [];

  return (
    <>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {t('notifications.title')}
      </Typography>
      {loading && !bookings.isError && (
        <Box sx={{ p: 2 }}>
          <ListSkeleton rows={3} label={t('notifications.loading')} />
        </Box>
      )}
      {bookings.isError && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void bookings.refetch()}>
              {t('notifications.tryAgain')}
            </Button>
          }
        >
          {t('notifications.loadFailed')}
        </Alert>
      )}
      {bookings.data && !loading && items.length === 0 && (
        <Box sx={{ px: 2, pb: 2, pt: 0.5 }} data-testid="notifications-empty">
          <Typography sx={{ fontWeight: 700 }}>{t('notifications.caughtUp')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.caughtUpText')}
          </Typography>
        </Box>
      )}
      {items.length > 0 && (
        <>
          <List dense data-testid="notifications-list" sx={{ py: 0.5 }}>
            {items.slice(0, SHOWN).map((n) => (
              <ListItem
                key={n.key}
                disablePadding
                data-testid="notification"
                data-kind={n.kind}
                data-booking-id={n.bookingId}
              >
                <ListItemButton
                  component={RouterLink}
                  to={hrefs.bookingSuccess(n.bookingId)}
                  onClick={onNavigate}
                  sx={{ display: 'block', px: 2, py: 1 }}
                >
                  <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {n.title}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                    {n.text}
                  </Typography>
                  <Typography
                    variant="caption"
                    component="span"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {n.about}
                  </Typography>
                  {n.at !== null && (
                    <Typography
                      variant="caption"
                      component="time"
                      dateTime={n.at}
                      color="text.secondary"
                      sx={{ display: 'block' }}
                      data-testid="notification-time"
                    >
                      {n.atText}
                    </Typography>
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Box sx={{ px: 2, pb: 1.5, borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Button component={RouterLink} to={paths.bookings.path} size="small" onClick={onNavigate}>
              {t('notifications.viewAll')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}

const BELOW: { anchor: PopoverOrigin; transform: PopoverOrigin } = {
  anchor: { vertical: 'bottom', horizontal: 'right' },
  transform: { vertical: 'top', horizontal: 'right' },
};
const BESIDE: { anchor: PopoverOrigin; transform: PopoverOrigin } = {
  anchor: { vertical: 'bottom', horizontal: 'right' },
  transform: { vertical: 'bottom', horizontal: 'left' },
};

/**
 * The notification bell (docs/product.md §2.17): the top bar's on small screens, beside the user at the foot
 * of the side menu on large ones (`opensSideways`: the panel opens to its right). It lists what happened to
 * the user's bookings, newest event first, each with its time; "You are all caught up" only when nothing has.
 */
export function NotificationsButton({ opensSideways = false }: { opensSideways?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const titleId = useId();
  const place = opensSideways ? BESIDE : BELOW;
  const close = () => setAnchor(null);
  const { t } = useTranslation('common');
  return (
    <>
      <IconButton
        aria-label={t('notifications.title')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsNoneOutlined />
      </IconButton>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={place.anchor}
        transformOrigin={place.transform}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 'min(360px, calc(100vw - 32px))', maxHeight: '70vh' },
          },
        }}
      >
        <NotificationsPanel titleId={titleId} onNavigate={close} />
      </Popover>
    </>
  );
}
