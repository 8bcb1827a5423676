import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { MIN_POWER_OPTIONS, type FinderParams } from '../finder/finder-params';
import { useTranslation } from '@chargesetu/web/i18n';

export interface FiltersPanelProps {
  id: string;
  open: boolean;
  params: FinderParams;
  connectors: readonly string[];
  amenities: readonly string[];
  onChange: (next: Partial<FinderParams>) => void;
  onClear: () => void;
}

// A chosen value stays listed even when the stations now loaded do not offer it, so the control never
// shows a value it has no option for.
const withSelected = (options: readonly string[], selected: readonly string[]) => [
  ...options,
  ...selected.filter((s) => s && !options.includes(s)),
];

/**
 * Filters beyond state and city: connector type, minimum power, opening hours ("Open now", "24×7") and
 * amenities, applied at once.
 */
export function FiltersPanel({
  id,
  open,
  params,
  connectors,
  amenities,
  onChange,
  onClear,
}: FiltersPanelProps) {
  const { t } = useTranslation('stations');
  const toggleAmenity = (amenity: string, on: boolean) =>
    onChange({
      amenities: on ? [...params.amenities, amenity] : params.amenities.filter((a) => a !== amenity),
    });
  return (
    <Collapse in={open} unmountOnExit>
      <Paper
        id={id}
        variant="outlined"
        component="section"
        aria-label={t('filters.label')}
        sx={{ p: 2, mt: 1.5 }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label={t('filters.connector')}
            value={params.connector}
            onChange={(e) => onChange({ connector: e.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            size="small"
          >
            <option value="">{t('filters.anyConnector')}</option>
            {withSelected(connectors, [params.connector]).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t('filters.minPower')}
            value={params.minPower ?? ''}
            onChange={(e) => onChange({ minPower: e.target.value ? Number(e.target.value) : null })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            size="small"
          >
            <option value="">{t('filters.anyPower')}</option>
            {[...new Set([...MIN_POWER_OPTIONS, ...(params.minPower ? [params.minPower] : [])])].map((kw) => (
              <option key={kw} value={kw}>
                {t('filters.kwOrMore', { kw })}
              </option>
            ))}
          </TextField>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('filters.openingHours')}
          </FormLabel>
          <FormGroup row>
            <FormControlLabel
              label={t('filters.openNow')}
              control={
                <Checkbox
                  size="small"
                  checked={params.openNow}
                  onChange={(e) => onChange({ openNow: e.target.checked })}
                />
              }
            />
            <FormControlLabel
              label={t('filters.allDay')}
              control={
                <Checkbox
                  size="small"
                  checked={params.allDay}
                  onChange={(e) => onChange({ allDay: e.target.checked })}
                />
              }
            />
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('filters.amenities')}
          </FormLabel>
          <FormGroup
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
              columnGap: 1,
            }}
          >
            {withSelected(amenities, params.amenities).map((a) => (
              <FormControlLabel
                key={a}
                label={a}
                control={
                  <Checkbox
                    size="small"
                    checked={params.amenities.includes(a)}
                    onChange={(e) => toggleAmenity(a, e.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <Button onClick={onClear} sx={{ mt: 1 }}>
          {t('filters.clear')}
        </Button>
      </Paper>
    </Collapse>
  );
}
