import type { Vehicle } from '@chargesetu/shared/contracts';
import {
  amountLabel,
  availableUntilText,
  chargeNowBody,
  connectorNotFoundText,
  connectorStatusView,
  firstCompatibleVehicle,
  isUnknownCode,
  priceText,
  vehicleChoices,
} from './charge-now-view';

const aVehicle = (over: Partial<Vehicle>): Vehicle => ({
  id: 1,
  userId: 9,
  make: 'Tata',
  model: 'Nexon EV',
  year: null,
  registrationNumber: 'MH12AB1234',
  connectorTypes: ['CCS2'],
  color: null,
  batteryCapacity: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('Charge now view (docs/product.md §2.18)', () => {
  it('sends "until full" without an amount, and rupees of energy as they are', () => {
    expect(chargeNowBody('12-3', 7, 'full')).toEqual({ code: '12-3', vehicleId: 7 });
    expect(chargeNowBody('12-3', 7, 200)).toEqual({ code: '12-3', vehicleId: 7, amount: 200 });
    expect(amountLabel(500)).toBe('₹500');
    expect(amountLabel('full')).toBe('Until full');
  });

  it('words the live status as the station screens do, and a charger that never reported', () => {
    expect(connectorStatusView(null)).toEqual({ text: 'Status not reported', color: 'default' });
    expect(connectorStatusView('Available')).toEqual({ text: 'Available', color: 'success' });
    expect(connectorStatusView('SuspendedEV')).toEqual({ text: 'Suspended (vehicle)', color: 'warning' });
    expect(connectorStatusView('Faulted')).toEqual({ text: 'Faulted', color: 'error' });
  });

  it('says the price per kWh and until when in IST', () => {
    expect(priceText({ pricePerKwh: '23.50' })).toBe('₹23.50 per kWh');
    // 12:30 UTC is 6:00 PM IST.
    expect(availableUntilText('2026-11-24T12:30:00.000Z')).toBe('Available until 6:00 PM IST');
    expect(availableUntilText(null)).toBeNull();
  });

  it('marks the vehicles that do not fit the connector and picks the first that does', () => {
    const choices = vehicleChoices(
      [
        aVehicle({
          id: 1,
          make: 'MG',
          model: 'Comet',
          registrationNumber: 'KA01',
          connectorTypes: ['Type 2'],
        }),
        aVehicle({ id: 2, connectorTypes: ['CCS Combo'] }),
      ],
      'CCS2',
    );
    expect(choices).toEqual([
      { id: 1, text: 'MG Comet (KA01), Incompatible with CCS2', compatible: false },
      { id: 2, text: 'Tata Nexon EV (MH12AB1234)', compatible: true },
    ]);
    expect(firstCompatibleVehicle(choices)).toBe(2);
    expect(firstCompatibleVehicle(choices.slice(0, 1))).toBeNull();
    expect(firstCompatibleVehicle([])).toBeNull();
  });

  it('treats 404 and 400 as a code no connector has, and nothing else', () => {
    expect(connectorNotFoundText('99-1')).toBe('No connector has the code 99-1');
    expect(isUnknownCode({ status: 404, message: '404: Not Found' })).toBe(true);
    expect(isUnknownCode({ status: 400, message: '400: Bad Request' })).toBe(true);
    expect(isUnknownCode({ status: 500, message: '500: oops' })).toBe(false);
    expect(isUnknownCode({ status: 'FETCH_ERROR', message: 'offline' })).toBe(false);
  });
});
