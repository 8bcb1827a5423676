import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { aStation } from '@chargesetu/web/data-access/testing';
import { StationStrip, type StationStripProps } from './station-strip';

// The cards ask GET /api/availability/now; jsdom has no server, so it answers nothing known.
beforeEach(() => vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 })));
afterEach(() => vi.unstubAllGlobals());

function renderStrip(props: Partial<StationStripProps>) {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <MemoryRouter>
        <UiProvider>
          <StationStrip
            title="Recommended Stations"
            headingId="recommended-heading"
            testId="recommended-stations"
            stations={[]}
            now={new Date('2026-11-23T06:30:00.000Z')}
            {...props}
          />
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('StationStrip (docs/product.md §2.2)', () => {
  it('shows its stations under its heading', () => {
    renderStrip({ stations: [1, 2, 3].map((id) => ({ station: aStation({ id, name: `Hub ${id}` }) })) });
    const strip = screen.getByRole('region', { name: 'Recommended Stations' });
    expect(strip.getAttribute('data-testid')).toBe('recommended-stations');
    expect(within(strip).getAllByRole('article')).toHaveLength(3);
    expect(within(strip).getByRole('heading', { name: 'Hub 2' })).toBeTruthy();
    expect(within(strip).queryAllByTestId('station-card-skeleton')).toEqual([]);
  });

  it("loads its cards' photos at once (on screen as the finder opens), not lazily", () => {
    renderStrip({ stations: [1, 2, 3].map((id) => ({ station: aStation({ id }) })) });
    const photos = screen.getByRole('region', { name: 'Recommended Stations' }).querySelectorAll('img');
    expect([...photos].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
  });

  it('is not there once loaded without a station', () => {
    renderStrip({ stations: [] });
    expect(screen.queryByRole('region', { name: 'Recommended Stations' })).toBeNull();
  });

  it('while loading, holds its place with its heading and three placeholder cards, marked busy', () => {
    renderStrip({ stations: [], loading: true });
    const strip = screen.getByRole('region', { name: 'Recommended Stations' });
    expect(strip.getAttribute('aria-busy')).toBe('true');
    // Not the loaded strip's test id: journeys waiting for the real cards keep waiting.
    expect(strip.getAttribute('data-testid')).toBe('recommended-stations-loading');
    expect(within(strip).getAllByTestId('station-card-skeleton')).toHaveLength(3);
    expect(within(strip).queryAllByRole('article')).toEqual([]);
    expect(getComputedStyle(within(strip).getAllByTestId('station-card-skeleton')[0]).minHeight).toBe(
      '414px',
    );
  });

  it("the cards' scroller contains their absolutely placed text, so a phone's page stays the screen's width", () => {
    renderStrip({ stations: [{ station: aStation({ id: 7 }) }] });
    const scroller = screen.getByRole('article').parentElement as HTMLElement;
    expect(getComputedStyle(scroller).position).toBe('relative');
  });
});
