import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking, ChargingStatus } from '@chargesetu/shared/contracts';
import { formatDateIn, formatInr } from '@chargesetu/shared/domain';
import { paths } from '@chargesetu/web/routes';

interface HistoryRow {
  key: string;
  title: string;
  date: string;
  energy: string;
  cost: string;
  sample: boolean;
}

/**
 * docs/product.md §2.7: this session plus two sample previous sessions. The samples are
 * marked as such so nobody takes them for their own history (the real one is My Bookings).
 */
export const SAMPLE_SESSIONS: ReadonlyArray<Omit<HistoryRow, 'key' | 'sample'>> = [
  {
    title: 'Tata Power EZ Charge, Pune',
    date: '12 Nov 2026',
    energy: '18.40 kWh',
    cost: formatInr('349.60'),
  },
  { title: 'Statiq, Gurugram', date: '3 Nov 2026', energy: '24.75 kWh', cost: formatInr('470.25') },
];

export function ChargingHistory({
  booking,
  status,
}: {
  booking: Booking;
  status: ChargingStatus | undefined;
}) {
  const rows: HistoryRow[] = [
    {
      key: 'current',
      title: booking.station?.name ?? 'This session',
      date: formatDateIn(status?.startTime ?? booking.startTime),
      energy: `${(status?.energyDelivered ?? 0).toFixed(2)} kWh`,
      cost: formatInr(status?.costSoFar ?? 0),
      sample: false,
    },
    ...SAMPLE_SESSIONS.map((s, i) => ({ ...s, key: `sample-${i}`, sample: true })),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Charging History
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            data-testid={row.sample ? 'history-sample' : 'history-current'}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {row.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {row.date} · {row.energy}
                {!row.sample && ' · This session'}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{row.cost}</Typography>
              {row.sample && <Chip size="small" variant="outlined" label="Sample" />}
            </Box>
          </Box>
        ))}
      </Box>
      <Link component={RouterLink} to={paths.bookings.path} sx={{ display: 'inline-block', mt: 2 }}>
        View Full History
      </Link>
    </Paper>
  );
}
