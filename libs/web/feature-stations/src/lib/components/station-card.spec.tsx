import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@chargesetu/web/ui';
import { resetAvailability } from '../availability/availability';
import { aStation } from '../testing/a-station';
import { StationCard } from './station-card';

function renderCard(...args: Parameters<typeof aStation>) {
  const station = aStation(...args);
  render(
    <MemoryRouter>
      <UiProvider>
        <StationCard station={station} />
      </UiProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: station.name });
}

beforeEach(() => {
  window.sessionStorage.clear();
  resetAvailability();
});

describe('StationCard (spec 2.2)', () => {
  it('links "Book Now" to the station and shows the rating to 1 decimal', () => {
    const card = renderCard({ id: 41, ratings: 4.26 });
    expect(within(card).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/station/41');
    expect(within(card).getByTestId('station-rating').textContent).toBe('4.3');
  });

  it('shows "New" for a station without a rating', () => {
    const card = renderCard({ ratings: 0, reviewCount: 0 });
    expect(within(card).getByTestId('station-rating').textContent).toBe('New');
  });

  it('shows at most 3 connector tags, then "+N more"', () => {
    const card = renderCard({
      chargers: ['CCS2', 'CHAdeMO', 'Type 2', 'GB/T', 'Type 1'].map((type) => ({
        type,
        power: 30,
        pricePerKwh: '20.00',
      })),
    });
    expect(
      within(card)
        .getAllByTestId('connector-tag')
        .map((t) => t.textContent),
    ).toEqual(['CCS2', 'CHAdeMO', 'Type 2']);
    expect(within(card).getByText('+2 more')).toBeTruthy();
  });

  it('tags "Fast Charge" only when a charger gives 100 kW or more', () => {
    const fast = renderCard({ chargers: [{ type: 'CCS2', power: 100, pricePerKwh: '24.00' }] });
    expect(within(fast).getByText('Fast Charge')).toBeTruthy();
    const slow = renderCard({ chargers: [{ type: 'CCS2', power: 99, pricePerKwh: '24.00' }] });
    expect(within(slow).queryByText('Fast Charge')).toBeNull();
  });

  it('shows an availability badge that says it is an estimate, and keeps it across renders', () => {
    const card = renderCard({ id: 5 });
    const badge = within(card).getByTestId('availability-badge');
    expect(badge.textContent).toMatch(/^Estimated availability: (Available|Limited|Busy)$/);
    const again = renderCard({ id: 5, name: 'Same station, rendered again' });
    expect(within(again).getByTestId('availability-badge').textContent).toBe(badge.textContent);
  });
});
