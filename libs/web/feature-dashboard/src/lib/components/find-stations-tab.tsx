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
  const { list, location, loading, failed, freeNowById, freeNowLoading } = useDashboardStations();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(STATIONS_PAGE_SIZE);
  const matches = useMemo(() => searchStations(list, query), [list, query]);

  return (
    <SectionCard
      title="Find Stations"
      testId="find-stations-tab"
      actions={
        <Button
          component={RouterLink}
          to={paths.home.path}
          variant="contained"
          size="small"
          startIcon={<MapOutlined aria-hidden="true" />}
        >
          Open Map View
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          label="Search stations"
          placeholder="Name, city or area"
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
          Filter Options
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
          ? 'Loading stations…'
          : `${matches.length} ${matches.length === 1 ? 'station' : 'stations'}${location ? ', nearest first' : ''}`}
      </Typography>
      {loading ? (
        <CardGridSkeleton count={3} label="Loading stations" />
      ) : failed ? (
        <Typography color="text.secondary">Stations could not be loaded just now.</Typography>
      ) : matches.length === 0 ? (
        <EmptyState title="No stations match your search" description="Try another name, city or area." />
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
                    Details
                  </Button>
                }
              />
            ))}
          </Box>
          {matches.length > shown && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={() => setShown((n) => n + STATIONS_PAGE_SIZE)}>
                Show more stations
              </Button>
            </Box>
          )}
        </>
      )}
    </SectionCard>
  );
}
