// @chargesetu/shared/domain: pure business rules shared by the web app and the services.
// Runs in the browser and in Node: no Node built-ins, no host time zone.

export * from './lib/constants/constants';
export * from './lib/constants/connectors';
export { round2, toPaise, fromPaise } from './lib/money/round';
export { parseMoney, toMoneyString } from './lib/money/money';
export {
  estimateCost,
  estimateCharge,
  priceBreakdown,
  type ChargeEstimate,
  type EstimateVehicle,
  type PriceBreakdown,
} from './lib/money/pricing';
export { describeEstimate } from './lib/money/describe-estimate';
export type { EvModelSpec } from './lib/ev-models/ev-model';
export { EV_MODEL_CATALOGUE } from './lib/ev-models/ev-models.data';
export {
  evFormConnectors,
  evMakes,
  evModelLabel,
  evModelsOfMake,
  findEvModelSpec,
} from './lib/ev-models/ev-models';
export { powerLabel, hasFastCharger, type HasPower } from './lib/power/power';
export * from './lib/time/ist';
export * from './lib/time/ist-months';
export * from './lib/time/booking-window';
export {
  parseOperatingHours,
  hoursForWeekday,
  isOpenAllDay,
  openIntervals,
  type OpenClose,
  type DayHours,
  type WeeklyHours,
  type OperatingHours,
} from './lib/hours/operating-hours';
export { formatOperatingHours } from './lib/hours/format-operating-hours';
export {
  openStatus,
  openStatusText,
  isOpenNow,
  type OpenStatus,
  type IstMoment,
} from './lib/hours/open-status';
export * from './lib/slots/slots';
export { parseAddress, formatAddress, formatCityState, type Address } from './lib/address/address';
export { isLanguage, LANGUAGE_LOCALES, LANGUAGES, type Language } from './lib/language/language';
export { formatInr, formatRating, hasRating, NOT_AVAILABLE_DASH } from './lib/format/money-format';
export * from './lib/format/date-format';
export * from './lib/stations/chargers';
export * from './lib/charging/simulate-charging';
export * from './lib/charging/battery';
export {
  chargingStartPhase,
  chargingStartWindow,
  type ChargingStartPhase,
  type ChargingStartWindow,
} from './lib/charging/start-window';
export {
  INDIAN_STATES,
  CITIES_BY_STATE,
  citiesOf,
  type IndianState,
  type StateWithCities,
} from './lib/geo/india-regions';
export {
  distanceKm,
  formatDistance,
  sortByDistance,
  type LatLng,
  type WithDistance,
} from './lib/geo/distance';
export {
  PLACE_ALIASES,
  findPlace,
  placeLabel,
  placeWords,
  inPlace,
  editDistance,
  type PlaceRef,
  type PlaceMention,
  type KnownCity,
} from './lib/places/place-names';
export {
  type DomainError,
  InvalidRequest,
  Unauthenticated,
  PaymentDeclined,
  Forbidden,
  NotFound,
  Conflict,
  RateLimited,
  UpstreamFailed,
  Unavailable,
  isDomainError,
  type DomainErrorKind,
} from './lib/errors/domain-errors';
export { localizeMessage } from './lib/errors/messages-hi';
export { analyticsRange, datesOf } from './lib/analytics/analytics-range';
export { connectorCode, parseConnectorCode, chargeNowPath } from './lib/walk-up/connector-code';
