import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking, ChargingSessionSummary, ChargingStatus } from '@chargesetu/shared/contracts';
import { NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { formatDateIn, formatFixed, formatInr, translate, useTranslation } from '@chargesetu/web/i18n';
import { useGetBookingsQuery, useGetChargingSessionsQuery } from '@chargesetu/web/data-access';
import { hrefs, paths } from '@chargesetu/web/routes';
import { ListSkeleton } from '@chargesetu/web/ui';

/** How many of the driver's earlier sessions the card lists (the full history is My Bookings). */
export const EARLIER_SESSIONS_SHOWN = 5;

export interface HistoryRow {
  bookingId: number;
  title: string;
  date: string;
  energy: string;
  cost: string;
  /** The session still runs (another booking's, for an earlier row). */
  running: boolean;
}

const kwh = (n: number) => `${formatFixed(n, 2)} kWh`;

/**
 * This booking's session as the status answers it; dashes until the first answer (nothing is known yet).
 */
export function currentSessionRow(booking: Booking, status: ChargingStatus | undefined): HistoryRow {
  return {
    bookingId: booking.id,
    title: booking.station?.name ?? translate('charging:history.thisSession'),
    date: formatDateIn(status?.startTime ?? booking.startTime),
    energy: status ? kwh(status.energyDelivered) : NOT_AVAILABLE_DASH,
    cost: status ? formatInr(status.costSoFar) : NOT_AVAILABLE_DASH,
    running: status?.isCharging ?? false,
  };
}

/**
 * The driver's real earlier sessions (GET /api/charging/sessions, newest first), without this booking's,
 * at most `shown`. Each is named after its booking's station (GET /api/bookings); "Unknown Station" when
 * the booking is not in the list (docs/product.md §8).
 */
export function earlierSessionRows(
  sessions: readonly ChargingSessionSummary[],
  currentBookingId: number,
  bookings: readonly Booking[] | undefined,
  shown = EARLIER_SESSIONS_SHOWN,
): HistoryRow[] {
  const stationNames = new Map((bookings ?? []).map((b) => [b.id, b.station?.name]));
  return sessions
    .filter((s) => s.bookingId !== currentBookingId)
    .slice(0, shown)
    .map((s) => ({
      bookingId: s.bookingId,
      title: stationNames.get(s.bookingId) ?? translate('charging:history.unknownStation'),
      date: formatDateIn(s.startTime),
      energy: kwh(s.energyDelivered),
      cost: formatInr(s.cost),
      running: s.status === 'active',
    }));
}

function Row({ row, current }: { row: HistoryRow; current: boolean }) {
  const { t } = useTranslation('charging');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
      data-testid={current ? 'history-current' : 'history-session'}
      data-booking-id={row.bookingId}
    >
      <Box sx={{ minWidth: 0 }}>
        {current ? (
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {row.title}
          </Typography>
        ) : (
          <Link
            component={RouterLink}
            to={hrefs.charging(row.bookingId)}
            sx={{ fontWeight: 600, display: 'block' }}
            noWrap
          >
            {row.title}
          </Link>
        )}
        <Typography variant="body2" color="text.secondary">
          {row.date} · {row.energy}
          {current && ` · ${t('history.thisSession')}`}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{row.cost}</Typography>
        {row.running && !current && <Chip size="small" variant="outlined" label={t('history.inProgress')} />}
      </Box>
    </Box>
  );
}

/** What shows under this session: the earlier ones, or why there are none to show. */
function EarlierSessions({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('charging');
  // One more than shown: this booking's own session may be among the newest.
  const sessions = useGetChargingSessionsQuery(EARLIER_SESSIONS_SHOWN + 1);
  const bookings = useGetBookingsQuery();
  if (sessions.isLoading || bookings.isLoading) {
    return <ListSkeleton rows={2} label={t('history.loading')} />;
  }
  if (!sessions.data) {
    return (
      <Typography color="text.secondary" data-testid="history-error">
        {t('history.failed')}
      </Typography>
    );
  }
  const rows = earlierSessionRows(sessions.data, bookingId, bookings.data);
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="history-empty">
        {t('history.empty')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('history.earlier')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Row key={row.bookingId} row={row} current={false} />
      ))}
    </Box>
  );
}

/**
 * docs/product.md §2.7 Charging History: this session, then the driver's own earlier sessions (real ones
 * from the charging service, newest first), or "No earlier sessions yet".
 */
export function ChargingHistory({
  booking,
  status,
}: {
  booking: Booking;
  status: ChargingStatus | undefined;
}) {
  const { t } = useTranslation('charging');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="charging-history">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('history.title')}
      </Typography>
      <Box
        component="ul"
        aria-label={t('history.thisSession')}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
      >
        <Row row={currentSessionRow(booking, status)} current />
      </Box>
      <EarlierSessions bookingId={booking.id} />
      <Link component={RouterLink} to={paths.bookings.path} sx={{ display: 'inline-block', mt: 2 }}>
        {t('history.viewAll')}
      </Link>
    </Paper>
  );
}
