import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@chargesetu/web/i18n';
import { hrefs, paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, EmptyState, SectionCard } from '@chargesetu/web/ui';
import { searchStations } from '../view/nearby-stations';
import { StationSummary } from './station-summary';
import { useDashboardStations } from './use-dashboard-stations';

/** Stations shown at first and added per "Show more": 179 cards at once would be a long page on a phone. */
export const STATIONS_PAGE_SIZE = 12;

/**
 * Find Stations (docs/product.md §2.15): Open Map View goes to /home; a search box (it filters this list by
 * name, operator or address) and Filter Options (the finder's full filters, on /home); the stations, nearest
 * first when the user's location is known.
 */
export function FindStationsTab() {
  const { t } = useTranslation('dashboard');
  const { list, location, loading, failed, freeNowById, freeNowLoading } = useDashboardStations();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(STATIONS_PAGE_SIZE);
  const matches = useMemo(() => searchStations(list, query), [list, query]);

  return (
    <SectionCard
      title={t('find.title')}
      testId="find-stations-tab"
      actions={
        <Button
          component={RouterLink}
          to={paths.home.path}
          variant="contained"
          size="small"
          startIcon={<MapOutlined aria-hidden="true" />}
        >
          {t('find.openMap')}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          label={t('find.search')}
          placeholder={t('find.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(STATIONS_PAGE_SIZE);
          }}
          size="small"
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          component={RouterLink}
          to={paths.home.path}
          variant="outlined"
          startIcon={<TuneOutlined aria-hidden="true" />}
          sx={{ flexShrink: 0 }}
        >
          {t('find.filters')}
        </Button>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1.5 }}
        role="status"
        data-testid="stations-count"
      >
        {loading
          ? t('find.loading')
          : location
            ? t('find.countNearest', { count: matches.length })
            : t('find.count', { count: matches.length })}
      </Typography>
      {loading ? (
        <CardGridSkeleton count={3} label={t('overview.loadingStations')} />
      ) : failed ? (
        <Typography color="text.secondary">{t('overview.stationsFailed')}</Typography>
      ) : matches.length === 0 ? (
        <EmptyState title={t('find.noMatch')} description={t('find.noMatchHint')} />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {matches.slice(0, shown).map(({ station, distanceKm }) => (
              <StationSummary
                key={station.id}
                station={station}
                distanceKm={distanceKm}
                freeNow={freeNowById.get(station.id)}
                freeNowLoading={freeNowLoading}
                secondaryAction={
                  <Button
                    component={RouterLink}
                    to={hrefs.station(station.id)}
                    variant="outlined"
                    size="small"
                  >
                    {t('find.details')}
                  </Button>
                }
              />
            ))}
          </Box>
          {matches.length > shown && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={() => setShown((n) => n + STATIONS_PAGE_SIZE)}>
                {t('find.showMore')}
              </Button>
            </Box>
          )}
        </>
      )}
    </SectionCard>
  );
}
