import type {
  AvailabilityResponse,
  Booking,
  Station,
  StationsQuery,
  Vehicle,
} from '@chargesetu/shared/contracts';
import type { LatLng } from '@chargesetu/shared/domain';

/** Availability filter: an IST date, optionally one connector type and power. */
export interface AvailabilityFilter {
  date: string;
  chargerType?: string;
  power?: number;
}

/**
 * The live platform data the assistant answers from: the model's tools and the offline assistant read
 * the same. The assistant service implements it over the owners' APIs (the user's own reads as that
 * user); tests implement it over fixed lists. A read that cannot be answered throws: a broken
 * neighbour is never "no data", and the caller decides how the answer degrades.
 */
export interface AssistantData {
  stations(filter?: StationsQuery): Promise<Station[]>;
  /** null when there is no such station. */
  station(id: number): Promise<Station | null>;
  /** null when there is no such station. */
  availability(stationId: number, filter: AvailabilityFilter): Promise<AvailabilityResponse | null>;
  myBookings(): Promise<Booking[]>;
  myVehicles(): Promise<Vehicle[]>;
  /** Days ahead slots can be booked and asked about (BOOKING_HORIZON_DAYS); default 30. */
  readonly horizonDays?: number;
  /**
   * Where the caller is, when their browser shared it with this question (the "nearest charger"
   * questions); undefined when it did not. Used for this answer only, never stored.
   */
  readonly location?: LatLng;
}
