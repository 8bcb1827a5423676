import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import { getErrorMessage, LIVE_POLL, useGetStationsQuery } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { EmptyState, ListSkeleton } from '@chargesetu/web/ui';
import { useChargePoints } from '../../api/charge-points.api';
import { SectionCard } from '../components/section-card';
import { assignedChargers, CHARGE_POINT_TEXTS, countLine, stationsById } from './charge-point-text';
import { AvailabilityDialog } from './availability-dialog';
import { ChargePointsTable } from './charge-points-table';
import type { AvailabilityChange } from './charger-command-text';
import { CredentialsDialog, type ShownCredentials } from './credentials-dialog';
import { MeterIntervalDialog } from './meter-interval-dialog';
import { NewPasswordDialog } from './new-password-dialog';
import { RegisterChargePointDialog } from './register-charge-point-dialog';

const EVERY_S = LIVE_POLL.pollingInterval / 1000;

/**
 * Station Management's "Charge points" (docs/product.md §2.14): the chargers registered with the ocpp
 * service, live and read again every 15 s while shown. From here an
 * administrator registers a charger and replaces a password (both show the one-time credentials), and,
 * while a charger is online, takes a connector out of service or back and sets its meter interval.
 */
export function ChargePointsSection() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, refetch } = useChargePoints();
  // Only for names and charger types: the registry answers station ids.
  const stations = useGetStationsQuery();
  const byId = useMemo(() => stationsById(stations.data), [stations.data]);
  const taken = useMemo(() => assignedChargers(data), [data]);

  const [registering, setRegistering] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<ShownCredentials | null>(null);
  const [availability, setAvailability] = useState<AvailabilityChange | null>(null);
  const [meterInterval, setMeterInterval] = useState<string | null>(null);

  const registerButton = (
    <Button variant="contained" size="small" startIcon={<AddOutlined />} onClick={() => setRegistering(true)}>
      {t('chargePoints.register')}
    </Button>
  );

  return (
    <SectionCard
      title={t('chargePoints.title')}
      subtitle={
        data
          ? t('chargePoints.subtitleCount', { line: countLine(data), seconds: EVERY_S })
          : t('chargePoints.subtitle', { seconds: EVERY_S })
      }
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip label={t('overview.totals.liveChip')} color="success" size="small" />
          {registerButton}
        </Box>
      }
    >
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('shared.tryAgain')}
            </Button>
          }
        >
          {getErrorMessage(error, CHARGE_POINT_TEXTS.loadFailed)}
        </Alert>
      ) : isLoading || !data ? (
        <ListSkeleton rows={3} label={t('chargePoints.loading')} />
      ) : (
        <>
          {error && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('chargePoints.staleWarning', {
                message: getErrorMessage(error, CHARGE_POINT_TEXTS.loadFailed),
              })}
            </Alert>
          )}
          {data.length === 0 ? (
            <EmptyState
              icon={<EvStationOutlined />}
              title={t('chargePoints.emptyTitle')}
              description={t('chargePoints.emptyText')}
              action={registerButton}
            />
          ) : (
            <ChargePointsTable
              chargePoints={data}
              stations={byId}
              stationsLoaded={stations.data !== undefined}
              onNewPassword={setResetting}
              onAvailability={setAvailability}
              onMeterInterval={setMeterInterval}
            />
          )}
        </>
      )}

      <RegisterChargePointDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onRegistered={(answer) => {
          setRegistering(false);
          setCredentials({ credentials: answer, reason: 'registered' });
        }}
        taken={taken}
      />
      <NewPasswordDialog
        chargePointId={resetting}
        onClose={() => setResetting(null)}
        onDone={(answer) => {
          setResetting(null);
          setCredentials({ credentials: answer, reason: 'new-password' });
        }}
      />
      <CredentialsDialog shown={credentials} onClose={() => setCredentials(null)} />
      <AvailabilityDialog change={availability} onClose={() => setAvailability(null)} />
      <MeterIntervalDialog chargePointId={meterInterval} onClose={() => setMeterInterval(null)} />
    </SectionCard>
  );
}
