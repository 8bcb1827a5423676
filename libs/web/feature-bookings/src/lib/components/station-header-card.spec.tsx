import { render, screen } from '@testing-library/react';
import type { Station } from '@chargesetu/shared/contracts';
import { changeLanguage } from '@chargesetu/web/i18n';
import { UiProvider } from '@chargesetu/web/ui';
import { StationHeaderCard } from './station-header-card';

const station: Station = {
  id: 5,
  name: 'Koregaon Park Hub',
  operator: 'Tata Power EZ Charge',
  latitude: 18.5204,
  longitude: 73.8567,
  address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  chargers: [
    { type: 'CCS2', power: 60, pricePerKwh: '21.00' },
    { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
  ],
  amenities: ['Parking'],
  operatingHours: '24/7',
  photos: [],
  ratings: 4.26,
  reviewCount: 10,
  hasLiveStatus: false,
  apiEndpoint: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderCard(overrides: Partial<Station> = {}) {
  render(
    <UiProvider>
      <StationHeaderCard
        station={{ ...station, ...overrides }}
        chosenConnector="CCS2"
        now={new Date('2026-11-23T05:00:00.000Z')}
      />
    </UiProvider>,
  );
  return screen.getByTestId('booking-rating-badge');
}

describe('StationHeaderCard rating (docs/product.md §2.4)', () => {
  it("shows the station's rating to 1 decimal out of 5", () => {
    const badge = renderCard();
    expect(badge.textContent).toBe('Rating: 4.3 / 5');
  });

  it.each([
    ['never rated (stored 0)', 0],
    ['a rating that cannot be read', Number.NaN],
  ])('shows "New" with no made-up figure for a station %s', (_case, ratings) => {
    const badge = renderCard({ ratings, reviewCount: 0 });
    expect(badge.textContent).toBe('Rating: New (no ratings yet)');
    expect(badge.textContent).not.toMatch(/\d/);
  });

  it('highlights the chosen connector among the station’s types', () => {
    renderCard();
    const chosen = screen.getByRole('listitem', { current: true });
    expect(chosen.textContent).toBe('CCS2');
    expect(screen.getAllByRole('listitem').map((c) => c.textContent)).toEqual(['CCS2', 'Type 2']);
  });
});

describe('StationHeaderCard hours in Hindi (issue #20)', () => {
  it('shows the hours badge and whether the station is open in Hindi', async () => {
    await changeLanguage('hi');
    // Monday 23 November 2026, 10:30 IST.
    renderCard({ operatingHours: { monday: { open: '08:00', close: '20:00' } } });
    expect(screen.getByTestId('booking-hours-badge').textContent).toBe('सोम 08:00–20:00, मंगल–रवि बंद');
    expect(screen.getByTestId('booking-open-status').textContent).toBe('अभी खुला · 20:00 बजे बंद होगा');
  });
});
