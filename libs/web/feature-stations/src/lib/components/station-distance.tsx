import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import type { Station } from '@chargesetu/shared/contracts';
import { distanceKm } from '@chargesetu/shared/domain';
import { formatDistance, useTranslation } from '@chargesetu/web/i18n';
import { distanceMessage } from '../location/location-messages';
import { useNearMe } from '../location/use-near-me';

/**
 * docs/product.md §2.3 distance: "x.y km away" once the user shared a location this session (Near Me on
 * the finder, or "Use my location" here), else "Distance unknown" with the button that asks the browser,
 * and the reason when it gives no position.
 */
export function StationDistance({ station }: { station: Pick<Station, 'latitude' | 'longitude'> }) {
  const { t } = useTranslation('stations');
  const { location, locating, error, locate } = useNearMe(distanceMessage);
  const distanceRef = useRef<HTMLParagraphElement>(null);
  const [located, setLocated] = useState(false);

  // The button goes once the distance is known: keyboard focus moves to the distance it revealed.
  useEffect(() => {
    if (located) distanceRef.current?.focus();
  }, [located]);

  const askLocation = async () => {
    if (await locate()) setLocated(true);
  };

  return (
    <Box aria-live="polite">
      <Typography
        ref={distanceRef}
        tabIndex={location ? -1 : undefined}
        data-testid="station-distance"
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {location ? formatDistance(distanceKm(location, station)) : t('distance.unknown')}
      </Typography>
      {!location && (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<MyLocationOutlined aria-hidden="true" />}
            onClick={() => void askLocation()}
            disabled={locating}
            sx={{ mt: 0.75 }}
          >
            {locating ? t('distance.locating') : t('distance.useMyLocation')}
          </Button>
          {error && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mt: 0.5 }}
              data-testid="distance-error"
            >
              {error}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
