import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatOperatingHours,
  hoursForWeekday,
  istWeekday,
  parseOperatingHours,
  todayIst,
  type Weekday,
} from '@chargesetu/shared/domain';

const WEEK: { day: Weekday; label: string }[] = [
  { day: 'monday', label: 'Monday' },
  { day: 'tuesday', label: 'Tuesday' },
  { day: 'wednesday', label: 'Wednesday' },
  { day: 'thursday', label: 'Thursday' },
  { day: 'friday', label: 'Friday' },
  { day: 'saturday', label: 'Saturday' },
  { day: 'sunday', label: 'Sunday' },
];

/**
 * Opening hours in every stored shape (docs/product.md §3): "24/7", a JSON string or a weekday object. Hours
 * per weekday get a table with today's row marked; "today" is the IST date, wherever the browser is.
 */
export function OpeningHours({ value }: { value: unknown }) {
  const hours = parseOperatingHours(value);
  const summary = formatOperatingHours(value);
  if (hours === null || hours === '24/7') {
    return <Typography data-testid="opening-hours">{hours === '24/7' ? 'Open 24/7' : summary}</Typography>;
  }
  const today = istWeekday(todayIst());
  return (
    <Box data-testid="opening-hours">
      <Typography sx={{ mb: 1 }}>{summary}</Typography>
      <Table size="small" aria-label="Opening hours by day" sx={{ maxWidth: 360 }}>
        <TableBody>
          {WEEK.map(({ day, label }) => {
            const d = hoursForWeekday(hours, day);
            const text = d === 'closed' ? 'Closed' : d === '24/7' ? 'Open 24 hours' : `${d.open}–${d.close}`;
            const isToday = day === today;
            return (
              <TableRow key={day} selected={isToday} aria-current={isToday ? 'date' : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: isToday ? 700 : 500, pl: 1 }}>
                  {label}
                  {isToday && ' (today)'}
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
