import { useCallback, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, useGetStationsQuery } from '@chargesetu/web/data-access';
import { DocumentTitle, useNow } from '@chargesetu/web/ui';
import { FiltersPanel } from '../components/filters-panel';
import { FinderControls } from '../components/finder-controls';
import { QuickAccess } from '../components/quick-access';
import { StationResults } from '../components/station-results';
import { StationStrip } from '../components/station-strip';
import {
  activePanelFilters,
  clearedFilters,
  readFinderParams,
  serverQuery,
  withState,
  writeFinderParams,
  type FinderParams,
} from '../finder/finder-params';
import { stationsHeading } from '../finder/finder-text';
import {
  amenityOptions,
  arrangeStations,
  connectorOptions,
  filterStations,
  finderSections,
} from '../finder/station-filters';
import { useNearMe } from '../location/use-near-me';
import { useTranslation } from '@chargesetu/web/i18n';

const PAGE_SIZE = 24;

/** The station finder (docs/product.md §2.2), titled "Find your power" with the Beta badge (§1). */
export default function HomePage() {
  const { t } = useTranslation('stations');
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readFinderParams(search), [search]);
  // Functional updates: a Near Me answer that arrives late must not undo a filter chosen meanwhile.
  const update = useCallback(
    (change: (current: FinderParams) => FinderParams) =>
      setSearch((prev) => writeFinderParams(change(readFinderParams(prev))), { replace: true }),
    [setSearch],
  );

  const { data, isFetching, error, refetch } = useGetStationsQuery(serverQuery(params));
  const nearMe = useNearMe();
  const filtersPanelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(() => activePanelFilters(params) > 0);
  // "Open now" and each card's open or closed state move on with the clock (IST hours).
  const now = useNow(60_000);

  const loaded = useMemo(() => data ?? [], [data]);
  const listed = useMemo(
    () => arrangeStations(filterStations(loaded, params, now), nearMe.location, params.sort),
    [loaded, params, nearMe.location, now],
  );
  const nearMeOn = params.sort === 'distance' && nearMe.location !== null;
  const sections = useMemo(() => finderSections(listed, nearMeOn), [listed, nearMeOn]);

  // "Show more" starts again from one page whenever the list itself changes.
  const listKey = writeFinderParams({ ...params, view: 'list' }).toString();
  const [paging, setPaging] = useState({ key: listKey, shown: PAGE_SIZE });
  const shown = paging.key === listKey ? paging.shown : PAGE_SIZE;

  const onNearMe = async () => {
    if (nearMeOn) {
      update((p) => ({ ...p, sort: 'default' }));
      return;
    }
    const found = await nearMe.locate();
    if (found) update((p) => ({ ...p, sort: 'distance' }));
  };
  const hasFilters = activePanelFilters(params) > 0 || params.q !== '';
  const loading = isFetching || (!data && !error);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <DocumentTitle title={t('finder.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h3" component="h1">
          {t('finder.title')}
        </Typography>
        <Chip label={t('finder.beta')} color="warning" size="small" />
      </Box>
      <Typography color="text.secondary" sx={{ maxWidth: 640, mb: 3 }}>
        {t('finder.intro')}
      </Typography>

      <Stack spacing={{ xs: 3, md: 4 }}>
        <QuickAccess />
        <Box component="section" aria-label={t('finder.findStations')}>
          <FinderControls
            params={params}
            onStateChange={(state) => update((p) => withState(p, state))}
            onCityChange={(city) => update((p) => ({ ...p, city }))}
            filtersOpen={filtersOpen}
            filtersPanelId={filtersPanelId}
            activeFilters={activePanelFilters(params)}
            onToggleFilters={() => setFiltersOpen((open) => !open)}
            nearMeOn={nearMeOn}
            locating={nearMe.locating}
            onNearMe={onNearMe}
            onViewChange={(view) => update((p) => ({ ...p, view }))}
          />
          <FiltersPanel
            id={filtersPanelId}
            open={filtersOpen}
            params={params}
            connectors={connectorOptions(loaded)}
            amenities={amenityOptions(loaded)}
            onChange={(change) => update((p) => ({ ...p, ...change }))}
            onClear={() => update((p) => clearedFilters(p))}
          />
          {nearMe.error && (
            <Alert
              severity="warning"
              onClose={nearMe.dismissError}
              sx={{ mt: 1.5 }}
              data-testid="location-error"
            >
              {nearMe.error}
            </Alert>
          )}
        </Box>

        {/* The map view leads with the map: these strips would push it below the fold on a phone. While the
            stations load, placeholders of their size hold their place, so the results do not jump down. */}
        {!error && params.view === 'list' && (
          <>
            <StationStrip
              title={t('strips.nearest')}
              headingId="nearest-heading"
              testId="nearest-stations"
              stations={sections.nearest}
              now={now}
              loading={loading && nearMeOn}
            />
            <StationStrip
              title={t('strips.recommended')}
              headingId="recommended-heading"
              badge={
                <Chip
                  size="small"
                  color="primary"
                  icon={<BoltOutlined aria-hidden="true" />}
                  label={t('strips.fastCharging')}
                />
              }
              testId="recommended-stations"
              stations={sections.recommended}
              now={now}
              loading={loading}
            />
          </>
        )}

        <StationResults
          heading={stationsHeading(params.state, params.city)}
          stations={listed}
          shown={shown}
          onShowMore={() => setPaging({ key: listKey, shown: shown + PAGE_SIZE })}
          view={params.view}
          location={nearMe.location}
          loading={loading}
          error={error ? getErrorMessage(error, t('results.loadFailed')) : null}
          onRetry={() => void refetch()}
          searchText={params.q}
          onClearSearch={() => update((p) => ({ ...p, q: '' }))}
          onClearFilters={hasFilters ? () => update((p) => clearedFilters(p)) : null}
          // Distance shows as the order only while the location is known (Near Me).
          sort={params.sort === 'distance' && !nearMe.location ? 'default' : params.sort}
          onSortChange={(sort) => update((p) => ({ ...p, sort }))}
          now={now}
        />
      </Stack>
    </Container>
  );
}
