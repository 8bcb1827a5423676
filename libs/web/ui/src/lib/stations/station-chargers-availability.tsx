import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useStationChargersLive } from '@chargesetu/web/data-access';
import { visuallyHidden } from '../a11y/visually-hidden';
import { SectionCard } from '../content/section-card';
import { chargerChipView, chargersSourceText } from './charger-availability';
import { useTranslation } from '@chargesetu/web/i18n';

export interface StationChargersAvailabilityProps {
  stationId: number;
  /** Placement in the page (margins). */
  sx?: SxProps<Theme>;
}

/**
 * "Chargers now": one chip per charger of the station, "Connector 1 · CCS2 60 kW · Available", coloured by
 * its state, from GET /api/stations/:id/chargers/live (read again every 15 s while shown). The list says
 * whether it is live from the chargers or estimated from bookings; each chip says it too, with the time of
 * the charger's report, in a native tooltip and in screen-reader text.
 */
export function StationChargersAvailability({ stationId, sx }: StationChargersAvailabilityProps) {
  const { data, isLoading, isError } = useStationChargersLive(stationId);
  const { t } = useTranslation('common');
  let content;
  if (data) {
    content =
      data.length === 0 ? (
        <Typography color="text.secondary">{t('availability.noChargers')}</Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          role="list"
          aria-label={t('chargers.listLabel')}
          sx={{ flexWrap: 'wrap' }}
        >
          {data.map((charger) => {
            const view = chargerChipView(charger);
            return (
              <Chip
                key={charger.chargerIndex}
                role="listitem"
                // A native tooltip: MUI's Tooltip would pull Popper into the page chunk.
                title={view.detail}
                color={view.color}
                variant={view.variant}
                data-testid="charger-live"
                data-state={view.state}
                data-source={charger.source}
                sx={{
                  height: 'auto',
                  maxWidth: '100%',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                }}
                label={
                  <>
                    {view.text}
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      ({view.detail})
                    </Box>
                  </>
                }
              />
            );
          })}
        </Stack>
      );
  } else if (isLoading) {
    content = <Typography color="text.secondary">{t('chargers.checking')}</Typography>;
  } else if (isError) {
    content = <Typography color="text.secondary">{t('chargers.error')}</Typography>;
  }
  return (
    <SectionCard
      title={t('chargers.title')}
      subtitle={
        data && data.length > 0 ? (
          <span data-testid="chargers-live-source">{chargersSourceText(data)}</span>
        ) : undefined
      }
      testId="chargers-live"
      sx={sx}
    >
      {content}
    </SectionCard>
  );
}
