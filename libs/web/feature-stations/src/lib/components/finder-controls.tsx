import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { citiesOf, INDIAN_STATES } from '@chargesetu/shared/domain';
import type { FinderParams, FinderView } from '../finder/finder-params';
import { useTranslation } from '@chargesetu/web/i18n';

export interface FinderControlsProps {
  params: FinderParams;
  onStateChange: (state: string) => void;
  onCityChange: (city: string) => void;
  filtersOpen: boolean;
  filtersPanelId: string;
  activeFilters: number;
  onToggleFilters: () => void;
  nearMeOn: boolean;
  locating: boolean;
  onNearMe: () => void;
  onViewChange: (view: FinderView) => void;
}

/**
 * The finder's controls (docs/product.md §2.2): state, city, Filters, Near Me and the list/map switch. Native
 * selects: the phone's own picker for a list of 30 states, and a control every assistive tech knows.
 */
export function FinderControls(props: FinderControlsProps) {
  const { params } = props;
  const { t } = useTranslation('stations');
  const cities = citiesOf(params.state);
  const cityHelp = !params.state
    ? t('controls.chooseStateFirst')
    : cities.length === 0
      ? t('controls.noCityList', { state: params.state })
      : ' ';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(180px, 1fr) minmax(180px, 1fr) auto auto auto' },
      }}
    >
      <TextField
        select
        label={t('controls.state')}
        value={params.state}
        onChange={(e) => props.onStateChange(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        helperText=" "
        size="small"
      >
        <option value="">{t('controls.allStates')}</option>
        {INDIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('controls.city')}
        value={params.city}
        onChange={(e) => props.onCityChange(e.target.value)}
        disabled={cities.length === 0}
        helperText={cityHelp}
        // The hint explains why the field is disabled, so it keeps a readable colour (WCAG contrast).
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
        size="small"
      >
        <option value="">{t('controls.allCities')}</option>
        {cities.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </TextField>
      <Button
        variant={props.filtersOpen ? 'contained' : 'outlined'}
        startIcon={<TuneOutlined aria-hidden="true" />}
        aria-expanded={props.filtersOpen}
        aria-controls={props.filtersPanelId}
        onClick={props.onToggleFilters}
        sx={{ height: 40 }}
      >
        {props.activeFilters
          ? t('controls.filtersCount', { count: props.activeFilters })
          : t('controls.filters')}
      </Button>
      <Button
        variant={props.nearMeOn ? 'contained' : 'outlined'}
        aria-pressed={props.nearMeOn}
        disabled={props.locating}
        startIcon={
          props.locating ? (
            <CircularProgress size={16} aria-hidden="true" />
          ) : (
            <MyLocationOutlined aria-hidden="true" />
          )
        }
        onClick={props.onNearMe}
        sx={{ height: 40 }}
      >
        {props.locating ? t('controls.locating') : t('controls.nearMe')}
      </Button>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={params.view}
        onChange={(_e, view: FinderView | null) => view && props.onViewChange(view)}
        aria-label={t('controls.showAs')}
        sx={{
          height: 40,
          gridColumn: { xs: '1 / -1', md: 'auto' },
          '& .MuiToggleButton-root': { flex: 1, px: 2 },
        }}
      >
        <ToggleButton value="list">
          <ViewListOutlined fontSize="small" aria-hidden="true" sx={{ mr: 0.75 }} />
          {t('controls.list')}
        </ToggleButton>
        <ToggleButton value="map">
          <MapOutlined fontSize="small" aria-hidden="true" sx={{ mr: 0.75 }} />
          {t('controls.map')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
