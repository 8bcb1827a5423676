import type { ChargeNowBody, ChargeNowConnector, Vehicle } from '@chargesetu/shared/contracts';
import { formatTime12, isVehicleCompatible } from '@chargesetu/shared/domain';
import { isApiError } from '@chargesetu/web/data-access';
import { formatInr, translate } from '@chargesetu/web/i18n';
import { LIVE_STATUS_COLOR, LIVE_STATUS_TEXT, type ChipColor } from '@chargesetu/web/ui';

/** The rupees of energy a driver can buy at a connector (docs/product.md §2.18), besides "until full". */
export const CHARGE_NOW_AMOUNTS = [100, 200, 500] as const;

/** A choice of the amount: rupees of energy, or as much as the car takes in the time available. */
export type ChargeNowAmount = (typeof CHARGE_NOW_AMOUNTS)[number] | 'full';

/** What the page shows for a code no connector has (or that is not a code at all). */
export function connectorNotFoundText(code: string): string {
  return translate('charging:chargeNow.notFound', { code });
}

/** Whether loading the connector failed because of the code itself (404 unknown, 400 not a code). */
export function isUnknownCode(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The live status chip: the charger's last report in the station screens' words, or that it never reported. */
export function connectorStatusView(status: ChargeNowConnector['status']): {
  text: string;
  color: ChipColor;
} {
  if (status === null) return { text: translate('charging:chargeNow.statusNotReported'), color: 'default' };
  return { text: LIVE_STATUS_TEXT[status], color: LIVE_STATUS_COLOR[status] };
}

/** "₹23.50 per kWh". */
export function priceText(connector: Pick<ChargeNowConnector, 'pricePerKwh'>): string {
  return translate('charging:chargeNow.perKwh', { price: formatInr(connector.pricePerKwh) });
}

/** "Available until 6:30 PM IST", or null when the server gives no end (one cannot start now). */
export function availableUntilText(availableUntil: string | null): string | null {
  return availableUntil
    ? translate('charging:chargeNow.availableUntil', { time: formatTime12(availableUntil) })
    : null;
}

/** The label of an amount choice: "₹100" (of energy) or "Until full". */
export function amountLabel(amount: ChargeNowAmount): string {
  return amount === 'full' ? translate('charging:chargeNow.untilFull') : `₹${amount}`;
}

/** One of the driver's vehicles in the select, with whether it fits the connector's type (docs/product.md §5). */
export interface VehicleChoice {
  id: number;
  text: string;
  compatible: boolean;
}

/** The driver's vehicles for a connector type, in their order, each marked compatible or not. */
export function vehicleChoices(vehicles: readonly Vehicle[], connectorType: string): VehicleChoice[] {
  return vehicles.map((v) => {
    const compatible = isVehicleCompatible(v.connectorTypes, connectorType);
    const name = `${v.make} ${v.model} (${v.registrationNumber})`;
    const text = compatible
      ? name
      : translate('charging:chargeNow.incompatible', { name, type: connectorType });
    return { id: v.id, text, compatible };
  });
}

/** The vehicle chosen first: the first compatible one, or none. */
export function firstCompatibleVehicle(choices: readonly VehicleChoice[]): number | null {
  return choices.find((c) => c.compatible)?.id ?? null;
}

/** The body of POST /api/charge-now: without `amount` for "until full". */
export function chargeNowBody(code: string, vehicleId: number, amount: ChargeNowAmount): ChargeNowBody {
  return amount === 'full' ? { code, vehicleId } : { code, vehicleId, amount };
}
