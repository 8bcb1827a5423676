import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { formatNumber, useTranslation } from '@chargesetu/web/i18n';
import { batteryView } from '../view/charging-view';

/**
 * docs/product.md §2.7 Battery Status: level and range = level x 3.5 km as the charger reports the car's
 * state of charge; temperature and voltage, which no charger reports over OCPP 1.6 here, are unknown. What
 * is not reported shows "Unknown" (and no bar), never a made-up figure.
 */
export function BatteryStatus({ status }: { status: ChargingStatus | undefined }) {
  const { t } = useTranslation('charging');
  const { level, rangeKm } = batteryView(status);
  const unknown = t('battery.unknown');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <BatteryChargingFullOutlined color="primary" aria-hidden="true" />
        {t('battery.title')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography color="text.secondary">{t('battery.level')}</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="battery-level">
          {level === null ? unknown : `${level}%`}
        </Typography>
      </Box>
      {level === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('battery.notReported')}
        </Typography>
      ) : (
        <LinearProgress
          variant="determinate"
          value={level}
          color={level < 20 ? 'warning' : 'success'}
          aria-label={t('battery.levelLabel')}
          sx={{ height: 8, borderRadius: 4, mb: 2 }}
        />
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          {t('battery.range')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="battery-range">
          {rangeKm === null ? unknown : `${formatNumber(rangeKm)} km`}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('battery.temperature')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {unknown}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('battery.voltage')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {unknown}
        </Typography>
      </Box>
    </Paper>
  );
}
