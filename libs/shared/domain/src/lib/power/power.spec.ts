import { hasFastCharger, isFastCharge, powerLabel } from './power';

describe('powerLabel', () => {
  it.each([
    [150, 'Premium'],
    [100, 'Premium'],
    [99, 'DC'],
    [41, 'DC'],
    [40, 'AC'],
    [7.4, 'AC'],
  ])('%p kW is %p', (kw, label) => {
    expect(powerLabel(kw)).toBe(label);
  });

  it('says Premium in Hindi and keeps DC and AC in Latin', () => {
    expect(powerLabel(150, 'hi')).toBe('प्रीमियम');
    expect(powerLabel(60, 'hi')).toBe('DC');
    expect(powerLabel(7.4, 'hi')).toBe('AC');
  });
});

describe('isFastCharge', () => {
  it('is 100 kW or more', () => {
    expect(isFastCharge(100)).toBe(true);
    expect(isFastCharge(99.9)).toBe(false);
  });
});

describe('hasFastCharger', () => {
  it('looks at every charger, including powers stored as strings', () => {
    expect(hasFastCharger([{ power: 22 }, { power: '120' }])).toBe(true);
    expect(hasFastCharger([{ power: 22 }, { power: 60 }])).toBe(false);
    expect(hasFastCharger([])).toBe(false);
    expect(hasFastCharger(null)).toBe(false);
  });
});
