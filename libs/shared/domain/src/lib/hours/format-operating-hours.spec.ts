import { formatOperatingHours } from './format-operating-hours';

describe('formatOperatingHours', () => {
  it('shows 24/7 as is', () => {
    expect(formatOperatingHours('24/7')).toBe('24/7');
  });

  it('shows identical days as Daily', () => {
    expect(formatOperatingHours({ open: '08:00', close: '22:00' })).toBe('Daily 08:00–22:00');
  });

  it('groups runs of days with the same hours, Monday first', () => {
    const hours = {
      monday: { open: '08:00', close: '22:00' },
      tuesday: { open: '08:00', close: '22:00' },
      wednesday: { open: '08:00', close: '22:00' },
      thursday: { open: '08:00', close: '22:00' },
      friday: { open: '08:00', close: '22:00' },
      saturday: { open: '09:00', close: '14:00' },
    };
    expect(formatOperatingHours(hours)).toBe('Mon–Fri 08:00–22:00, Sat 09:00–14:00, Sun Closed');
  });

  it('names all-day days in a mixed week', () => {
    expect(formatOperatingHours(JSON.stringify({ saturday: '24/7', sunday: '24/7' }))).toBe(
      'Mon–Fri Closed, Sat–Sun Open 24 hours',
    );
  });

  it('shows hours stored as an object, not "24/7" (the booking screen badge once did)', () => {
    const weekdays = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { open: '08:00', close: '20:00' },
      ]),
    );
    expect(formatOperatingHours(weekdays)).toBe('Daily 08:00–20:00');
    expect(formatOperatingHours(JSON.stringify(weekdays))).toBe('Daily 08:00–20:00');
  });

  it('says "Hours not available" for unreadable values', () => {
    expect(formatOperatingHours(undefined)).toBe('Hours not available');
    expect(formatOperatingHours('{broken')).toBe('Hours not available');
  });
});

describe('formatOperatingHours in Hindi', () => {
  it('says every day alike as रोज़, with times in Latin digits', () => {
    expect(formatOperatingHours({ open: '08:00', close: '22:00' }, 'hi')).toBe('रोज़ 08:00–22:00');
    expect(formatOperatingHours('24/7', 'hi')).toBe('24/7');
  });

  it('groups runs of days under short Hindi day names, Monday first', () => {
    const hours = {
      monday: { open: '08:00', close: '22:00' },
      tuesday: { open: '08:00', close: '22:00' },
      wednesday: { open: '08:00', close: '22:00' },
      thursday: { open: '08:00', close: '22:00' },
      friday: { open: '08:00', close: '22:00' },
      saturday: { open: '09:00', close: '14:00' },
    };
    expect(formatOperatingHours(hours, 'hi')).toBe('सोम–शुक्र 08:00–22:00, शनि 09:00–14:00, रवि बंद');
    expect(formatOperatingHours({ saturday: '24/7', sunday: '24/7' }, 'hi')).toBe(
      'सोम–शुक्र बंद, शनि–रवि 24 घंटे खुला',
    );
  });

  it('says the hours are not known in Hindi for unreadable values', () => {
    expect(formatOperatingHours('{broken', 'hi')).toBe('समय की जानकारी नहीं है');
  });
});
