import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Station, Vehicle } from '@chargesetu/shared/contracts';
import { todayIst } from '@chargesetu/shared/domain';
import {
  isServerRejection,
  useCreateBookingMutation,
  useGetStationAvailabilityQuery,
  useGetStationQuery,
  useGetVehiclesQuery,
  useToast,
} from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';
import { BackLink, DocumentTitle, EmptyState, StationChargersNow, useNow } from '@chargesetu/web/ui';
import {
  bookingSchema,
  canSubmitBooking,
  initialBookingValues,
  INVALID_SELECTION,
  toCreateBookingBody,
  vehicleForConnector,
  type BookingFormValues,
} from '../booking/booking-form';
import { useFirstFreeDate } from '../booking/use-first-free-date';
import { useSignInRedirect } from '../booking/use-sign-in-redirect';
import { BookingPageSkeleton } from '../components/booking-page-skeleton';
import { BookingSummaryCard } from '../components/booking-summary-card';
import { ChargerSelection } from '../components/charger-selection';
import { DateTimeSection } from '../components/date-time-section';
import { StationHeaderCard } from '../components/station-header-card';
import { VehicleSection } from '../components/vehicle-section';

function BookingForm({ station, vehicles }: { station: Station; vehicles: Vehicle[] }) {
  const { t } = useTranslation('bookings');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [createBooking] = useCreateBookingMutation();
  // Moves on by itself: which of today's slots can still be booked, and whether the station is open.
  const now = useNow();
  const initialValues = useMemo(
    () =>
      initialBookingValues(
        station,
        { connector: search.get('connector'), power: search.get('power') },
        todayIst(),
        vehicles,
      ),
    // The query string preselects once; later choices belong to the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [station.id],
  );

  const submit = async (values: BookingFormValues, helpers: FormikHelpers<BookingFormValues>) => {
    if (!canSubmitBooking(values, vehicles, false)) return;
    const body = toCreateBookingBody(station, values);
    if (!body) {
      toast.error(INVALID_SELECTION.title, INVALID_SELECTION.description);
      return;
    }
    try {
      const booking = await createBooking(body).unwrap();
      toast.success(t('page.createdTitle'), t('page.createdText'));
      navigate(hrefs.payment(booking.id));
    } catch (error) {
      toast.apiError(t('page.createErrorTitle'), error, t('page.createErrorFallback'));
      // The slot may just have gone to someone else: the refreshed slots show it taken.
      void helpers.setFieldValue('timeSlot', '');
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={bookingSchema} onSubmit={submit}>
      {({ values, errors, submitCount, isSubmitting, setFieldValue }) => {
        const shown = submitCount > 0 ? errors : {};
        return (
          <Form noValidate>
            <StationHeaderCard station={station} chosenConnector={values.chargerType} now={now} />
            <Box sx={{ display: 'grid', gap: { md: 3 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
              <Box sx={{ minWidth: 0 }}>
                <StationChargersNow station={station} now={now} />
                <ChargerSelection
                  station={station}
                  chargerType={values.chargerType}
                  power={values.power}
                  onConnector={(type) => {
                    void setFieldValue('chargerType', type);
                    // docs/product.md §5: changing the connector type resets power to 0, drops a vehicle
                    // that no longer fits and (§2.4) chooses the only vehicle that fits.
                    void setFieldValue('power', 0);
                    void setFieldValue('vehicleId', vehicleForConnector(vehicles, type, values.vehicleId));
                  }}
                  onPower={(kw) => void setFieldValue('power', kw)}
                  errors={{ chargerType: shown.chargerType, power: shown.power }}
                />
                <SlotsForStation
                  station={station}
                  values={values}
                  now={now}
                  errors={shown}
                  setFieldValue={setFieldValue}
                />
                <VehicleSection
                  vehicles={vehicles}
                  chargerType={values.chargerType}
                  vehicleId={values.vehicleId}
                  onVehicle={(id) => void setFieldValue('vehicleId', id)}
                  error={shown.vehicleId}
                />
              </Box>
              <Box sx={{ position: { md: 'sticky' }, top: { md: 24 }, alignSelf: 'start' }}>
                <BookingSummaryCard
                  station={station}
                  values={values}
                  isSubmitting={isSubmitting}
                  canSubmit={canSubmitBooking(values, vehicles, isSubmitting)}
                />
              </Box>
            </Box>
          </Form>
        );
      }}
    </Formik>
  );
}

function SlotsForStation({
  station,
  values,
  now,
  errors,
  setFieldValue,
}: {
  station: Station;
  values: BookingFormValues;
  now: Date;
  errors: { date?: string; timeSlot?: string };
  setFieldValue: (field: string, value: unknown) => unknown;
}) {
  // docs/product.md §2.4: the date opens on the first day with a free slot, until the driver picks one.
  const [dateSettled, setDateSettled] = useState(false);
  const firstFree = useFirstFreeDate({
    stationId: station.id,
    chargerType: values.chargerType,
    power: values.power,
    now,
    enabled: !dateSettled,
  });
  const searching = !dateSettled && firstFree.kind === 'searching';
  const foundDate = !dateSettled && firstFree.kind === 'found' ? firstFree.date : null;
  useEffect(() => {
    if (foundDate && foundDate !== values.date) {
      void setFieldValue('date', foundDate);
      void setFieldValue('timeSlot', '');
    }
    if (foundDate) setDateSettled(true);
  }, [foundDate, values.date, setFieldValue]);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(values.date);
  const { currentData, isError, error } = useGetStationAvailabilityQuery(
    {
      stationId: station.id,
      date: values.date,
      ...(values.chargerType && values.power > 0
        ? { chargerType: values.chargerType, power: values.power }
        : {}),
    },
    // Slots change as others book: a live read, made afresh whenever this form asks again.
    { skip: !validDate },
  );
  const slots = useMemo(() => (validDate ? currentData?.availableSlots : []), [validDate, currentData]);
  const { timeSlot } = values;
  useEffect(() => {
    // A slot that is no longer offered (another charger, taken meanwhile) is no longer chosen.
    if (timeSlot && slots && !slots.some((s) => s.time === timeSlot && s.available)) {
      void setFieldValue('timeSlot', '');
    }
  }, [slots, timeSlot, setFieldValue]);
  return (
    <DateTimeSection
      date={values.date}
      timeSlot={values.timeSlot}
      // While the first free day is being looked for, the slots show as loading.
      slots={searching ? undefined : slots}
      slotsFailed={isError}
      // A refusal (400: a date outside today … the booking horizon) says why; anything else stays generic.
      slotsError={isServerRejection(error) && error.status < 500 ? error.serverMessage : undefined}
      now={now}
      errors={errors}
      onDate={(date) => {
        setDateSettled(true);
        void setFieldValue('date', date);
        // docs/product.md §5: changing the date clears the chosen time slot.
        void setFieldValue('timeSlot', '');
      }}
      onSlot={(time) => void setFieldValue('timeSlot', time)}
    />
  );
}

/** The booking screen (docs/product.md §2.4): charger, date and slot, vehicle, summary, then payment. */
export default function BookingPage() {
  const { t } = useTranslation('bookings');
  const { stationId = '' } = useParams();
  const signedIn = useSignInRedirect(t('page.signInToBook'));
  const station = useGetStationQuery(stationId, { skip: !signedIn });
  const vehicles = useGetVehiclesQuery(undefined, { skip: !signedIn });

  let content;
  if (!signedIn || station.isLoading || vehicles.isLoading) {
    content = <BookingPageSkeleton />;
  } else if (!station.data || !vehicles.data) {
    content = (
      <EmptyState
        headingComponent="h1"
        icon={<ErrorOutlineOutlined color="error" />}
        title={t('page.loadError')}
        testId="booking-error"
        action={
          <Button component={RouterLink} to={hrefs.station(stationId)} variant="contained">
            {t('page.goBack')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('page.title')}
        </Typography>
        <BookingForm key={station.data.id} station={station.data} vehicles={vehicles.data} />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={t('page.title')} />
      <BackLink to={hrefs.station(stationId)}>{t('page.backToStation')}</BackLink>
      {content}
    </Container>
  );
}
