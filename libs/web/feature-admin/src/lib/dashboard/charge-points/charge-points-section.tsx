import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import { getErrorMessage, LIVE_POLL, useGetStationsQuery } from '@chargesetu/web/data-access';
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
      Register charge point
    </Button>
  );

  return (
    <SectionCard
      title="Charge points"
      subtitle={
        data
          ? `${countLine(data)} · live from the OCPP service, read every ${EVERY_S} s`
          : `Live from the OCPP service, read every ${EVERY_S} s`
      }
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip label="Live" color="success" size="small" />
          {registerButton}
        </Box>
      }
    >
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(error, CHARGE_POINT_TEXTS.loadFailed)}
        </Alert>
      ) : isLoading || !data ? (
        <ListSkeleton rows={3} label="Loading charge points" />
      ) : (
        <>
          {error && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {`Could not refresh: ${getErrorMessage(error, CHARGE_POINT_TEXTS.loadFailed)} The list shows the last answer.`}
            </Alert>
          )}
          {data.length === 0 ? (
            <EmptyState
              icon={<EvStationOutlined />}
              title="No charge points yet"
              description="Register a charger of a station to get its password and connection URL, then set the charger up with them."
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
