import Typography from '@mui/material/Typography';
import type { Station } from '@chargesetu/shared/contracts';
import { openStatus } from '@chargesetu/shared/domain';
import { SectionCard } from '../content/section-card';
import { StationChargersAvailability } from './station-chargers-availability';
import { openStatusText, useTranslation } from '@chargesetu/web/i18n';

/**
 * "Chargers now" on the station page and the booking screen (docs/product.md §2.3, §2.4): the chargers' live
 * status while the station is open; while it is closed, that it is and when it opens, and no charger shown
 * as free (nobody can charge there now).
 */
export function StationChargersNow({ station, now }: { station: Station; now: Date }) {
  const status = openStatus(station.operatingHours, now);
  const { t } = useTranslation('common');
  if (status.kind !== 'closed') return <StationChargersAvailability stationId={station.id} sx={{ mb: 3 }} />;
  return (
    <SectionCard title={t('chargers.title')} testId="chargers-closed" sx={{ mb: 3 }}>
      <Typography>{t('chargers.closed', { status: openStatusText(status, now) })}</Typography>
    </SectionCard>
  );
}
