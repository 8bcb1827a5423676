import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking, Vehicle } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, ListSkeleton, SectionCard } from '@chargesetu/web/ui';
import { nearbyStations } from '../view/nearby-stations';
import { ActiveChargingCard } from './active-charging-card';
import { BookingItem } from './booking-item';
import { StationSummary } from './station-summary';
import { useDashboardStations } from './use-dashboard-stations';
import { noVehicleDataText, VehicleSummary } from './vehicle-summary';

const UPCOMING_SHOWN = 3;
const VEHICLES_SHOWN = 3;

function UpcomingBookings({ upcoming, loading, now }: { upcoming: Booking[]; loading: boolean; now: Date }) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard
      title={t('overview.upcomingTitle')}
      testId="upcoming-bookings"
      actions={
        <Button component={RouterLink} to={paths.home.path} variant="contained" size="small">
          {t('overview.bookSlot')}
        </Button>
      }
    >
      {loading ? (
        <ListSkeleton rows={2} label={t('bookings.loading')} />
      ) : upcoming.length === 0 ? (
        <Typography color="text.secondary">{t('overview.noUpcoming')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {upcoming.slice(0, UPCOMING_SHOWN).map((booking) => (
            <BookingItem key={booking.id} booking={booking} now={now} variant="overview" />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function NearbyStations() {
  const { t } = useTranslation('dashboard');
  const { stations, location, loading, failed, freeNowById, freeNowLoading } = useDashboardStations();
  const nearby = useMemo(() => nearbyStations(stations, location), [stations, location]);
  return (
    <SectionCard title={t('overview.nearbyTitle')} testId="nearby-stations">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="nearby-basis">
        {location ? t('overview.nearestShared') : t('overview.shareLocation')}
      </Typography>
      {loading ? (
        <CardGridSkeleton count={3} label={t('overview.loadingStations')} />
      ) : failed ? (
        <Typography color="text.secondary">{t('overview.stationsFailed')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {nearby.map(({ station, distanceKm }) => (
            <StationSummary
              key={station.id}
              station={station}
              distanceKm={distanceKm}
              freeNow={freeNowById.get(station.id)}
              freeNowLoading={freeNowLoading}
              secondaryAction={
                <Button component={RouterLink} to={paths.home.path} variant="outlined" size="small">
                  {t('overview.viewMap')}
                </Button>
              }
            />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function VehicleStatus({
  vehicles,
  loading,
}: {
  vehicles: readonly Vehicle[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard
      title={t('overview.vehicleStatus')}
      testId="vehicle-status"
      actions={
        <Button component={RouterLink} to={paths.profile.path} variant="outlined" size="small">
          {t('overview.addVehicle')}
        </Button>
      }
    >
      {loading && !vehicles ? (
        <ListSkeleton rows={1} label={t('overview.loadingVehicles')} />
      ) : vehicles && vehicles.length > 0 ? (
        <Stack spacing={1.5}>
          {vehicles.slice(0, VEHICLES_SHOWN).map((vehicle) => (
            <VehicleSummary key={vehicle.id} vehicle={vehicle} />
          ))}
          <Typography variant="caption" color="text.secondary" data-testid="vehicle-battery-note">
            {noVehicleDataText()}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('overview.noVehicles')}</Typography>
      )}
    </SectionCard>
  );
}

export interface OverviewTabProps {
  upcoming: Booking[];
  bookingsLoading: boolean;
  running: Booking | undefined;
  vehicles: readonly Vehicle[] | undefined;
  vehiclesLoading: boolean;
  now: Date;
}

/**
 * Overview (docs/product.md §2.15): upcoming bookings, nearby stations, active charging and vehicle status.
 */
export function OverviewTab({
  upcoming,
  bookingsLoading,
  running,
  vehicles,
  vehiclesLoading,
  now,
}: OverviewTabProps) {
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <UpcomingBookings upcoming={upcoming} loading={bookingsLoading} now={now} />
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
          <ActiveChargingCard running={running} />
          <VehicleStatus vehicles={vehicles} loading={vehiclesLoading} />
        </Stack>
      </Box>
      <NearbyStations />
    </Stack>
  );
}
