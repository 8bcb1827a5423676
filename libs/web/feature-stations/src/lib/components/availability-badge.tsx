import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Station } from '@chargesetu/shared/contracts';
import { openStatus } from '@chargesetu/shared/domain';
import { openStatusText, useTranslation } from '@chargesetu/web/i18n';
import { useGetFreeNowQuery } from '@chargesetu/web/data-access';
import { AVAILABILITY_COLOR, availabilityView, visuallyHidden } from '@chargesetu/web/ui';

/**
 * docs/product.md §2.2/§2.3 availability badge (Available, Limited or Busy), from the live free-chargers
 * figure (GET /api/availability/now) instead of the spec's random draw. The count behind it is in a native
 * tooltip and in screen-reader text; the screen-reader text also says where the figure comes from ("live
 * from the chargers" or "estimated from bookings"), and `data-source` carries it. The tooltip keeps the
 * count alone: the browser journeys compare it with the API's figure word for word.
 *
 * A station that is closed at `now` by its opening hours (IST) reads "Closed", with when it opens in the
 * tooltip and the screen-reader text, and no free-now figure: nobody can charge there now.
 */
export function AvailabilityBadge({
  station,
  now,
  size = 'small',
}: {
  station: Pick<Station, 'id' | 'operatingHours'>;
  now: Date;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('stations');
  const open = openStatus(station.operatingHours, now);
  const closed = open.kind === 'closed';
  const { figure, isLoading } = useGetFreeNowQuery(undefined, {
    skip: closed,
    selectFromResult: ({ data, isLoading }) => ({
      figure: data?.find((f) => f.stationId === station.id),
      isLoading,
    }),
  });
  if (closed) {
    const text = openStatusText(open, now);
    return (
      <Chip
        size={size}
        title={text}
        variant="outlined"
        data-testid="availability-badge"
        data-level="Closed"
        data-source=""
        label={
          <>
            <Box component="span" sx={visuallyHidden}>
              {t('availability.now')}{' '}
            </Box>
            {t('availability.closed')}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              ({text})
            </Box>
          </>
        }
      />
    );
  }
  const { level, levelText, text: description, source, sourceText } = availabilityView(figure, isLoading);
  const label = levelText ?? (isLoading ? t('availability.checking') : t('availability.unknown'));
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
            {t('availability.now')}{' '}
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
