import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { hrefs } from '@chargesetu/web/routes';
import { startChargingOffer, useStartWindowClock } from './start-charging';
import { useTranslation } from '@chargesetu/web/i18n';

/**
 * "Start Charging" on a booking (My Bookings' card, the booking's detail page, the dashboard's booking rows
 * and cards): a link to the charging screen while starting is allowed; before that a disabled button with
 * "Charging opens at 9:45 AM"; nothing once it cannot start any more. It turns on and off by itself at the
 * window's edges.
 */
export function StartChargingLink({
  booking,
  centered = false,
  size = 'medium',
}: {
  booking: Booking;
  /** Centres the button and its "Charging opens at…" line (a centred banner). */
  centered?: boolean;
  /** The button's size: small beside the other small actions of a dashboard row. */
  size?: 'small' | 'medium';
}) {
  const opensId = useId();
  const { t } = useTranslation('common');
  const now = useStartWindowClock(booking);
  const offer = startChargingOffer(booking, now);
  if (offer === null) return null;
  if (offer.kind === 'open') {
    return (
      <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="contained" size={size}>
        {t('startCharging.button')}
      </Button>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: centered ? 'center' : 'flex-start' }}>
      <Button variant="contained" size={size} disabled aria-describedby={opensId}>
        {t('startCharging.button')}
      </Button>
      <Typography id={opensId} variant="body2" color="text.secondary" data-testid="charging-opens">
        {offer.text}
      </Typography>
    </Stack>
  );
}
