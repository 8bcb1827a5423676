import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { LatLng } from '@chargesetu/shared/domain';
import { PageLoader } from '@chargesetu/web/ui';
import type { FinderSort, FinderView } from '../finder/finder-params';
import { stationsFoundText } from '../finder/finder-text';
import type { ListedStation } from '../finder/station-filters';
import { SortSelect } from './sort-select';
import { StationCard } from './station-card';
import { useTranslation } from '@chargesetu/web/i18n';

// Leaflet and its CSS load only when someone opens the map: the finder's first load stays small.
const StationMap = lazy(() => import('../map/station-map'));

export interface StationResultsProps {
  heading: string;
  stations: readonly ListedStation[];
  /** How many cards to render (the rest behind "Show more"). */
  shown: number;
  onShowMore: () => void;
  view: FinderView;
  location: LatLng | null;
  loading: boolean;
  /** The load failed: what to tell the user. */
  error: string | null;
  onRetry: () => void;
  searchText: string;
  onClearSearch: () => void;
  onClearFilters: (() => void) | null;
  /** The order shown in the Sort by select (distance only while a location is known). */
  sort: FinderSort;
  onSortChange: (sort: FinderSort) => void;
  /** The moment the cards' open or closed state is for. */
  now: Date;
}

/**
 * docs/product.md §2.2: the heading, the count badge, the order (Sort by, in the list view), a spinner while
 * loading, the empty state, and the cards or map.
 */
export function StationResults(props: StationResultsProps) {
  const { stations, shown } = props;
  const { t } = useTranslation('stations');
  let body;
  if (props.loading) body = <PageLoader label={t('results.loading')} />;
  else if (props.error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={props.onRetry}>
            {t('results.retry')}
          </Button>
        }
      >
        {props.error}
      </Alert>
    );
  else if (stations.length === 0)
    body = (
      <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="stations-empty">
        <SearchOffOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {t('results.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('results.emptyHint')}
        </Typography>
        {props.onClearFilters && (
          <Button variant="outlined" onClick={props.onClearFilters}>
            {t('filters.clear')}
          </Button>
        )}
      </Box>
    );
  else if (props.view === 'map')
    body = (
      <Suspense fallback={<PageLoader label={t('results.loadingMap')} />}>
        <StationMap stations={stations} location={props.location} />
      </Suspense>
    );
  else
    body = (
      <>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
          data-testid="station-list"
        >
          {stations.slice(0, shown).map(({ station, distanceKm }) => (
            <StationCard key={station.id} station={station} distanceKm={distanceKm} now={props.now} />
          ))}
        </Box>
        {stations.length > shown && (
          <Box sx={{ textAlign: 'center', mt: 3 }}>
            <Button variant="outlined" size="large" onClick={props.onShowMore}>
              {t('results.showMore', { count: stations.length - shown })}
            </Button>
          </Box>
        )}
      </>
    );

  return (
    <Box component="section" aria-labelledby="results-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="results-heading" variant="h5" component="h2" data-testid="results-heading">
          {props.heading}
        </Typography>
        {!props.loading && !props.error && (
          <Chip
            role="status"
            color="secondary"
            variant="outlined"
            label={stationsFoundText(stations.length)}
            data-testid="stations-count"
          />
        )}
        {props.searchText && (
          <>
            <Chip label={t('results.searchChip', { text: props.searchText })} data-testid="search-chip" />
            <Button size="small" onClick={props.onClearSearch}>
              {t('results.clearSearch')}
            </Button>
          </>
        )}
        {props.view === 'list' && (
          <SortSelect
            value={props.sort}
            canSortByDistance={props.location !== null}
            onChange={props.onSortChange}
          />
        )}
      </Box>
      {body}
    </Box>
  );
}
