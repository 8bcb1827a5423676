import Chip from '@mui/material/Chip';

type ChipColor = 'success' | 'warning' | 'error' | 'info' | 'default';

// docs/product.md §4, "Sample statuses": station, user, transaction, ticket, priority and issue severity
// values, plus the integration states of the System tab and the live charge points' connection
// ("Never connected" stays neutral: nothing is wrong yet).
const COLORS: Record<string, ChipColor> = {
  Online: 'success',
  Offline: 'error',
  Active: 'success',
  Completed: 'success',
  Connected: 'success',
  Approved: 'success',
  Pending: 'warning',
  'In Progress': 'warning',
  Medium: 'warning',
  'Needs attention': 'warning',
  Maintenance: 'info',
  Open: 'info',
  High: 'error',
  Critical: 'error',
};

/**
 * A status, priority or severity as a coloured chip; the text says it, the colour only repeats it.
 * `value` is the English status (it picks the colour); `label`, when given, is the text shown for it.
 */
export function StatusChip({ value, label }: { value: string; label?: string }) {
  const color = COLORS[value] ?? 'default';
  return (
    <Chip
      label={label ?? value}
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
}
