import type { LiveChargerStatus, StationChargerLive } from '@chargesetu/shared/contracts';
import { formatDateTimeIn, translate } from '@chargesetu/web/i18n';

/** The words for where a figure comes from (GET /api/availability/now `source`, the live list's `source`). */
export const SOURCE_TEXT = {
  get chargers() {
    return translate('common:chargers.sourceChargers');
  },
  get charger() {
    return translate('common:chargers.sourceCharger');
  },
  get bookings() {
    return translate('common:chargers.sourceBookings');
  },
  get mixed() {
    return translate('common:chargers.sourceMixed');
  },
};

export type ChipColor = 'success' | 'warning' | 'error' | 'default';

/** How one charger of the live list shows (GET /api/stations/:id/chargers/live). */
export interface ChargerChipView {
  /** "Connector 1 · CCS2 60 kW · Available": the chip's visible text. */
  text: string;
  /** The state part of the text: the charger's status, or Free / Booked from the bookings. */
  state: string;
  /** Where the state comes from and since when: the native tooltip and the screen-reader text. */
  detail: string;
  color: ChipColor;
  /** Filled for the charger's own word, outlined for an estimate. */
  variant: 'filled' | 'outlined';
}

/** The words for the charger's OCPP status (the two Suspended ones say who paused the charge). */
const STATUS_KEY: Record<LiveChargerStatus, string> = {
  Available: 'common:chargers.status.available',
  Preparing: 'common:chargers.status.preparing',
  Charging: 'common:chargers.status.charging',
  SuspendedEVSE: 'common:chargers.status.suspendedEvse',
  SuspendedEV: 'common:chargers.status.suspendedEv',
  Finishing: 'common:chargers.status.finishing',
  Reserved: 'common:chargers.status.reserved',
  Unavailable: 'common:chargers.status.unavailable',
  Faulted: 'common:chargers.status.faulted',
  Offline: 'common:chargers.status.offline',
};

/** Each status's words in the language shown (read when used). */
export const STATUS_TEXT: Readonly<Record<LiveChargerStatus, string>> = Object.defineProperties(
  {} as Record<LiveChargerStatus, string>,
  Object.fromEntries(
    Object.entries(STATUS_KEY).map(([status, key]) => [
      status,
      { enumerable: true, get: () => translate(key) },
    ]),
  ),
);

/**
 * Colours by what the state means to a driver: free (success), in use or held (warning), out of
 * service (error), not heard from (default grey). Every one of them meets AA contrast in the theme, filled
 * (white text) and outlined (coloured text on white).
 */
export const STATUS_COLOR: Record<LiveChargerStatus, ChipColor> = {
  Available: 'success',
  Preparing: 'warning',
  Charging: 'warning',
  SuspendedEVSE: 'warning',
  SuspendedEV: 'warning',
  Finishing: 'warning',
  Reserved: 'warning',
  Unavailable: 'error',
  Faulted: 'error',
  Offline: 'default',
};

/**
 * One charger as a chip: its position (Connector 1 is the station's first charger), type and power,
 * and its state: the status the charger reports, or "Booked" when it reports Available but a booking
 * holds it now; without a live status, "Free" or "Booked" from the bookings. `free` is the server's, the
 * rule of the free-now figure, so the chips and the badge agree.
 */
export function chargerChipView(c: StationChargerLive): ChargerChipView {
  const what = translate('common:chargers.connector', {
    number: c.chargerIndex + 1,
    type: c.type,
    power: c.power,
  });
  if (c.status === null || c.source === 'bookings') {
    const state = c.free ? translate('common:chargers.free') : translate('common:chargers.booked');
    return {
      text: translate('common:chargers.chip', { what, state }),
      state,
      detail: SOURCE_TEXT.bookings,
      color: c.free ? 'success' : 'warning',
      variant: 'outlined',
    };
  }
  const booked = c.status === 'Available' && !c.free;
  const state = booked ? translate('common:chargers.booked') : STATUS_TEXT[c.status];
  const source = c.since
    ? translate('common:chargers.since', { source: SOURCE_TEXT.charger, time: formatDateTimeIn(c.since) })
    : SOURCE_TEXT.charger;
  return {
    text: translate('common:chargers.chip', { what, state }),
    state,
    detail: booked ? translate('common:chargers.bookedDetail', { source }) : source,
    color: booked ? 'warning' : STATUS_COLOR[c.status],
    variant: 'filled',
  };
}

/** The label of a whole list: live, estimated, or live where the chargers report. */
export function chargersSourceText(chargers: readonly StationChargerLive[]): string {
  const live = chargers.filter((c) => c.source === 'chargers').length;
  if (live === 0) return SOURCE_TEXT.bookings;
  return live === chargers.length ? SOURCE_TEXT.chargers : SOURCE_TEXT.mixed;
}
