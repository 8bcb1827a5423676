import TextField from '@mui/material/TextField';
import type { FinderSort } from '../finder/finder-params';
import { useTranslation } from '@chargesetu/web/i18n';

export interface SortSelectProps {
  value: FinderSort;
  /** Distance needs the driver's location (Near Me): until then it is offered disabled. */
  canSortByDistance: boolean;
  onChange: (sort: FinderSort) => void;
}

/** The results' order (docs/product.md §2.2): a native select, the phone's own picker. */
export function SortSelect({ value, canSortByDistance, onChange }: SortSelectProps) {
  const { t } = useTranslation('stations');
  return (
    <TextField
      select
      label={t('sort.label')}
      value={value}
      onChange={(e) => onChange(e.target.value as FinderSort)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      size="small"
      sx={{ minWidth: 210, ml: { sm: 'auto' } }}
    >
      <option value="default">{t('sort.default')}</option>
      <option value="distance" disabled={!canSortByDistance}>
        {canSortByDistance ? t('sort.distance') : t('sort.distanceNeedsNearMe')}
      </option>
      <option value="price">{t('sort.price')}</option>
      <option value="power">{t('sort.power')}</option>
    </TextField>
  );
}
