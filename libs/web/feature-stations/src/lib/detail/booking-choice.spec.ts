import type { Charger } from '@chargesetu/shared/contracts';
import {
  bookButtonText,
  bookingHref,
  chooseConnector,
  choosePower,
  chosenCharger,
  connectorPrices,
  selectPrompt,
  type BookingChoice,
} from './booking-choice';

const chargers: Charger[] = [
  { type: 'CCS2', power: 60, pricePerKwh: '21.00' },
  { type: 'CCS2', power: 120, pricePerKwh: '24.50' },
  { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
  { type: 'Type 2', power: 7.4, pricePerKwh: '15.00' },
];
const none: BookingChoice = { connector: null, power: null };

describe('connector prices', () => {
  it('lists each connector once with its price per kWh in rupees, or the range', () => {
    expect(connectorPrices(chargers)).toEqual([
      { type: 'CCS2', price: '₹21.00–₹24.50/kWh' },
      { type: 'Type 2', price: '₹15.00/kWh' },
    ]);
  });
});

describe('choosing (docs/product.md §2.3: each choice toggles)', () => {
  it('choosing a connector selects it; choosing it again clears it and its power', () => {
    const ccs = chooseConnector(chargers, none, 'CCS2');
    expect(ccs).toEqual({ connector: 'CCS2', power: null });
    const withPower = choosePower(ccs, 120);
    expect(chooseConnector(chargers, withPower, 'CCS2')).toEqual(none);
  });

  it('switching connector keeps the power only when the new connector offers it', () => {
    const ccs60 = { connector: 'CCS2', power: 60 };
    expect(chooseConnector(chargers, ccs60, 'Type 2')).toEqual({ connector: 'Type 2', power: null });
    const both22: Charger[] = [...chargers, { type: 'CCS2', power: 22, pricePerKwh: '18.00' }];
    expect(chooseConnector(both22, { connector: 'CCS2', power: 22 }, 'Type 2')).toEqual({
      connector: 'Type 2',
      power: 22,
    });
  });

  it('choosing a power toggles it, and does nothing without a connector', () => {
    const ccs = { connector: 'CCS2', power: null };
    expect(choosePower(ccs, 60)).toEqual({ connector: 'CCS2', power: 60 });
    expect(choosePower({ connector: 'CCS2', power: 60 }, 60)).toEqual(ccs);
    expect(choosePower(none, 60)).toEqual(none);
  });
});

describe('the book button', () => {
  it('asks for both choices until a charger is chosen', () => {
    expect(bookButtonText(chosenCharger(chargers, none))).toBe(selectPrompt());
    expect(bookButtonText(chosenCharger(chargers, { connector: 'CCS2', power: null }))).toBe(
      'Select connector and power',
    );
  });

  it('then reads "Book for {price}/kWh" with that charger’s price', () => {
    expect(bookButtonText(chosenCharger(chargers, { connector: 'CCS2', power: 120 }))).toBe(
      'Book for ₹24.50/kWh',
    );
  });

  it('links to /booking/{stationId}?connector={type}&power={kW} with the type URL-encoded', () => {
    expect(bookingHref(12, { type: 'Type 2', power: 7.4 })).toBe('/booking/12?connector=Type%202&power=7.4');
    expect(bookingHref(3, { type: 'GB/T', power: 60 })).toBe('/booking/3?connector=GB%2FT&power=60');
  });
});
