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
  const toggleAmenity = (amenity: string, on: boolean) =>
    onChange({
      amenities: on ? [...params.amenities, amenity] : params.amenities.filter((a) => a !== amenity),
    });
  return (
    <Collapse in={open} unmountOnExit>
      <Paper id={id} variant="outlined" component="section" aria-label="Filters" sx={{ p: 2, mt: 1.5 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Connector type"
            value={params.connector}
            onChange={(e) => onChange({ connector: e.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            size="small"
          >
            <option value="">Any connector</option>
            {withSelected(connectors, [params.connector]).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Minimum power"
            value={params.minPower ?? ''}
            onChange={(e) => onChange({ minPower: e.target.value ? Number(e.target.value) : null })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            size="small"
          >
            <option value="">Any power</option>
            {[...new Set([...MIN_POWER_OPTIONS, ...(params.minPower ? [params.minPower] : [])])].map((kw) => (
              <option key={kw} value={kw}>
                {kw} kW or more
              </option>
            ))}
          </TextField>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            Opening hours
          </FormLabel>
          <FormGroup row>
            <FormControlLabel
              label="Open now"
              control={
                <Checkbox
                  size="small"
                  checked={params.openNow}
                  onChange={(e) => onChange({ openNow: e.target.checked })}
                />
              }
            />
            <FormControlLabel
              label="24×7"
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
            Amenities
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
          Clear filters
        </Button>
      </Paper>
    </Collapse>
  );
}
