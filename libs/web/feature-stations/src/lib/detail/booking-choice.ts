import type { Charger } from '@chargesetu/shared/contracts';
import { distinctConnectorTypes, findCharger, powersForConnector } from '@chargesetu/shared/domain';
import { formatInr, translate } from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';

/** What the user picked on the detail page; null while nothing is picked. */
export interface BookingChoice {
  connector: string | null;
  power: number | null;
}

/** docs/product.md §2.3: the book button's text until both are chosen. */
export const selectPrompt = (): string => translate('stations:detail.selectPrompt');

/** docs/product.md §2.3 fixed text: the methods the payment screen offers. */
export const paymentMethodsText = (): string => translate('stations:detail.paymentMethods');

/** A connector type with its price per kWh: one price, or the range when its chargers differ. */
export function connectorPrices(chargers: readonly Charger[]): { type: string; price: string }[] {
  return distinctConnectorTypes(chargers).map((type) => {
    const prices = chargers.filter((c) => c.type === type).map((c) => Number(c.pricePerKwh));
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const price = low === high ? formatInr(low) : `${formatInr(low)}–${formatInr(high)}`;
    return { type, price: translate('stations:detail.perKwh', { price }) };
  });
}

/**
 * Choosing a connector toggles it (choosing it again clears it). The power stays only when the new
 * connector offers it, so the choice never names a charger that does not exist.
 */
export function chooseConnector(
  chargers: readonly Charger[],
  choice: BookingChoice,
  connector: string | null,
): BookingChoice {
  const next = connector === choice.connector ? null : connector;
  const keepPower =
    next !== null && choice.power !== null && powersForConnector(chargers, next).includes(choice.power);
  return { connector: next, power: keepPower ? choice.power : null };
}

/** Choosing a power toggles it; without a connector there is nothing to choose. */
export function choosePower(choice: BookingChoice, power: number | null): BookingChoice {
  if (choice.connector === null) return choice;
  return { ...choice, power: power === choice.power ? null : power };
}

/** The charger the choice names, or undefined while incomplete. */
export function chosenCharger(chargers: readonly Charger[], choice: BookingChoice): Charger | undefined {
  if (choice.connector === null || choice.power === null) return undefined;
  return findCharger(chargers, choice.connector, choice.power);
}

/** docs/product.md §2.3: "Book for {price}/kWh" in INR once a charger is chosen, else the prompt. */
export function bookButtonText(charger: Charger | undefined): string {
  return charger
    ? translate('stations:detail.bookFor', { price: formatInr(charger.pricePerKwh) })
    : selectPrompt();
}

/**
 * docs/product.md §2.3: /booking/{stationId}?connector={type}&power={kW}, the type URL-encoded ("Type 2" ->
 * Type%202).
 */
export function bookingHref(stationId: number | string, charger: Pick<Charger, 'type' | 'power'>): string {
  return `${hrefs.booking(stationId)}?connector=${encodeURIComponent(charger.type)}&power=${encodeURIComponent(charger.power)}`;
}
