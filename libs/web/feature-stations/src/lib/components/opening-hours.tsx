import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  hoursForWeekday,
  istWeekday,
  parseOperatingHours,
  todayIst,
  type Weekday,
} from '@chargesetu/shared/domain';
import { formatOperatingHours, useTranslation } from '@chargesetu/web/i18n';

const WEEK = [
  { day: 'monday', label: 'weekday.monday' },
  { day: 'tuesday', label: 'weekday.tuesday' },
  { day: 'wednesday', label: 'weekday.wednesday' },
  { day: 'thursday', label: 'weekday.thursday' },
  { day: 'friday', label: 'weekday.friday' },
  { day: 'saturday', label: 'weekday.saturday' },
  { day: 'sunday', label: 'weekday.sunday' },
] as const satisfies readonly { day: Weekday; label: string }[];

/**
 * Opening hours in every stored shape (docs/product.md §3): "24/7", a JSON string or a weekday object. Hours
 * per weekday get a table with today's row marked; "today" is the IST date, wherever the browser is.
 */
export function OpeningHours({ value }: { value: unknown }) {
  const { t } = useTranslation('stations');
  const hours = parseOperatingHours(value);
  const summary = formatOperatingHours(value);
  if (hours === null || hours === '24/7') {
    return (
      <Typography data-testid="opening-hours">
        {hours === '24/7' ? t('hours.open247') : hours === null ? t('openStatus.unknown') : summary}
      </Typography>
    );
  }
  const today = istWeekday(todayIst());
  return (
    <Box data-testid="opening-hours">
      <Typography sx={{ mb: 1 }}>{summary}</Typography>
      <Table size="small" aria-label={t('hours.byDay')} sx={{ maxWidth: 360 }}>
        <TableBody>
          {WEEK.map(({ day, label }) => {
            const d = hoursForWeekday(hours, day);
            const text =
              d === 'closed'
                ? t('hours.closed')
                : d === '24/7'
                  ? t('openStatus.always')
                  : `${d.open}–${d.close}`;
            const isToday = day === today;
            return (
              <TableRow key={day} selected={isToday} aria-current={isToday ? 'date' : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: isToday ? 700 : 500, pl: 1 }}>
                  {t(label)}
                  {isToday && t('hours.today')}
                </TableCell>
                <TableCell sx={{ fontWeight: isToday ? 700 : 400 }}>{text}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
