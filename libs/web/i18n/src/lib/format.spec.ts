import { estimateCharge, openStatus } from '@chargesetu/shared/domain';
import { changeLanguage } from './i18n';
import {
  describeEstimate,
  formatDistance,
  formatFixed,
  formatInr,
  formatOperatingHours,
  openStatusText,
  powerLabel,
} from './format';

// Monday 23 November 2026, 06:30 IST; the station opens 08:00–20:00 Monday to Saturday.
const MONDAY_EARLY = new Date('2026-11-23T01:00:00.000Z');
const HOURS = { open: '08:00', close: '20:00' };
const estimate = estimateCharge({
  pricePerKwh: '18.50',
  chargerKw: 22,
  chargerType: 'Type 2',
  vehicle: { make: 'Tata', model: 'Nexon EV 45', batteryCapacity: null },
});

describe('the shared formatters bound to the language shown (issue #20)', () => {
  it('speak English while the app does', () => {
    expect(openStatusText(openStatus(HOURS, MONDAY_EARLY), MONDAY_EARLY)).toBe('Closed now · opens at 08:00');
    expect(formatOperatingHours(HOURS)).toBe('Daily 08:00–20:00');
    expect(powerLabel(150)).toBe('Premium');
    expect(formatDistance(3.44)).toBe('3.4 km away');
    expect(describeEstimate(estimate)).toBe(
      "Estimated for your Tata Nexon EV 45: 7.2 kW (the car's AC limit) for 30 minutes = 3.6 kWh × ₹18.50.",
    );
    expect(formatInr(1234.5)).toBe('₹1,234.50');
    expect(formatFixed(123456.5, 2)).toBe('1,23,456.50');
    expect(formatFixed(7, 1)).toBe('7.0');
    expect(formatFixed(12.3456, 3)).toBe('12.346');
  });

  it('switch to Hindi with the app', async () => {
    await changeLanguage('hi');
    expect(openStatusText(openStatus(HOURS, MONDAY_EARLY), MONDAY_EARLY)).toBe('अभी बंद · 08:00 बजे खुलेगा');
    expect(formatOperatingHours(HOURS)).toBe('रोज़ 08:00–20:00');
    expect(powerLabel(150)).toBe('प्रीमियम');
    expect(formatDistance(1234.4)).toBe('1,234 km दूर');
    expect(describeEstimate(estimate)).toBe(
      'आपकी Tata Nexon EV 45 के लिए अनुमान: 7.2 kW (गाड़ी की AC सीमा) पर 30 मिनट = 3.6 kWh × ₹18.50।',
    );
  });
});
