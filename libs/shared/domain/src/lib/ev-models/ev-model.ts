/** One EV model (variant, where the battery differs) sold in India, as its maker publishes it. */
export interface EvModelSpec {
  /** Stable slug, e.g. "tata-nexon-ev-45". */
  id: string;
  make: string;
  model: string;
  /** The variant when the battery differs between variants ("45", "MR", "59 kWh"), else null. */
  variant: string | null;
  /** Battery capacity the maker quotes, kWh. */
  batteryKwh: number;
  /** The car's on-board (AC) charger limit, kW. */
  maxAcKw: number;
  /** The car's DC fast-charging peak, kW; null when it has no DC charging. */
  maxDcKw: number | null;
  /** Its inlets as stations name them (CCS2, Type 2, CHAdeMO, GB/T). */
  connectors: readonly string[];
}
