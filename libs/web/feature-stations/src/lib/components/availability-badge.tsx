import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useGetFreeNowQuery } from '@chargesetu/web/data-access';
import { AVAILABILITY_COLOR, availabilityView, visuallyHidden } from '@chargesetu/web/ui';

/**
 * docs/product.md §2.2/§2.3 availability badge (Available, Limited or Busy), from the live free-chargers
 * figure (GET /api/availability/now) instead of the spec's random draw. The count behind it is in a native
 * tooltip and in screen-reader text; the screen-reader text also says where the figure comes from ("live
 * from the chargers" or "estimated from bookings"), and `data-source` carries it. The tooltip keeps the
 * count alone: the browser journeys compare it with the API's figure word for word.
 */
export function AvailabilityBadge({
  stationId,
  size = 'small',
}: {
  stationId: number;
  size?: 'small' | 'medium';
}) {
  const { figure, isLoading } = useGetFreeNowQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({
      figure: data?.find((f) => f.stationId === stationId),
      isLoading,
    }),
  });
  const { level, text: description, source, sourceText } = availabilityView(figure, isLoading);
  const label = level ?? (isLoading ? 'Checking…' : 'Unknown');
  return (
    <Chip
      size={size}
      // A native tooltip: MUI's Tooltip would pull Popper (about 10 kB gzip) into every station page.
      title={level && sourceText ? `${description} (${sourceText.toLowerCase()})` : description}
      color={level ? AVAILABILITY_COLOR[level] : 'default'}
      variant={level ? 'filled' : 'outlined'}
      data-testid="availability-badge"
      data-level={level ?? ''}
      data-source={source ?? ''}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Availability now:{' '}
          </Box>
          {label}
          {level && (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              ({description}; {sourceText?.toLowerCase()})
            </Box>
          )}
        </>
      }
    />
  );
}
