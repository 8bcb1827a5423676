import TextField from '@mui/material/TextField';
import type { FinderSort } from '../finder/finder-params';

export interface SortSelectProps {
  value: FinderSort;
  /** Distance needs the driver's location (Near Me): until then it is offered disabled. */
  canSortByDistance: boolean;
  onChange: (sort: FinderSort) => void;
}

/** The results' order (docs/product.md §2.2): a native select, the phone's own picker. */
export function SortSelect({ value, canSortByDistance, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      label="Sort by"
      value={value}
      onChange={(e) => onChange(e.target.value as FinderSort)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      size="small"
      sx={{ minWidth: 210, ml: { sm: 'auto' } }}
    >
      <option value="default">Default order</option>
      <option value="distance" disabled={!canSortByDistance}>
        {canSortByDistance ? 'Distance (nearest first)' : 'Distance (press Near Me first)'}
      </option>
      <option value="price">Price (lowest first)</option>
      <option value="power">Power (highest first)</option>
    </TextField>
  );
}
