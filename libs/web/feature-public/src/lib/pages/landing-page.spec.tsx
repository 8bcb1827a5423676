import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { UiProvider } from '@chargesetu/web/ui';
import LandingPage from './landing-page';

// 1,250 stations in Pune: the figures are counted from the catalogue and grouped the Indian way.
const stations = Array.from({ length: 1250 }, (_, i) => ({
  id: i + 1,
  name: `Hub ${i + 1}`,
  address: { street: 'FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' },
  chargers: [{ type: 'CCS2', power: i === 0 ? 7.4 : 60, pricePerKwh: '21.00' }],
}));

// The network boundary (jsdom has no server): GET /api/stations answers.
beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/stations'
      ? new Response(JSON.stringify(stations), { status: 200 })
      : new Response('{}', { status: 404 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderLanding() {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <UiProvider>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

async function figurePairs() {
  const figures = await screen.findByTestId('catalogue-figures');
  return [...figures.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);
}

describe('LandingPage in Hindi (issue #20)', () => {
  it('shows the header, hero, figures, cards, Choose Your Path and footer in Hindi', async () => {
    await changeLanguage('hi');
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('अपनी EV चार्ज करें, बिना किसी अंदाज़े के');
    const nav = screen.getByRole('navigation', { name: 'साइट' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['होम', 'हमें क्यों चुनें?', 'यूज़र लॉगिन', 'एडमिन लॉगिन']);
    expect(screen.getByRole('button', { name: 'साइट मेन्यू खोलें' })).toBeTruthy();
    // The language switch sits in the header, naming the language shown.
    expect(screen.getAllByRole('button', { name: /हिन्दी/ }).length).toBeGreaterThan(0);

    expect(await figurePairs()).toEqual([
      ['चार्जिंग स्टेशन', '1,250'],
      ['शहर', '1'],
      ['चार्जिंग पॉइंट', '1,250'],
      ['सबसे पावरफ़ुल चार्जर', '60 kW'],
    ]);
    expect(screen.getByRole('region', { name: 'आँकड़ों में ChargeSetu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'सिर्फ़ उतना भुगतान करें जितना इस्तेमाल करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'अपना रास्ता चुनें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुफ़्त अकाउंट बनाएँ' })).toBeTruthy();
    // The session preview's amount is formatted in the language shown.
    expect(screen.getByText('₹385.20')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    for (const column of ['फ़ीचर', 'कंपनी', 'जानकारी']) {
      expect(within(footer).getByRole('heading', { name: column })).toBeTruthy();
    }
    expect(within(footer).getByText(/^© \d{4} ChargeSetu\. सर्वाधिकार सुरक्षित।$/)).toBeTruthy();
    expect(screen.queryByText('Charging that fits your day')).toBeNull();
  });

  it('switches back to the exact English text', async () => {
    await changeLanguage('hi');
    renderLanding();
    await screen.findByTestId('catalogue-figures');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Charge your EV without the guesswork',
    );
    expect(await figurePairs()).toEqual([
      ['Charging stations', '1,250'],
      ['City', '1'],
      ['Charging points', '1,250'],
      ['Most powerful charger', '60 kW'],
    ]);
    expect(screen.getByRole('heading', { name: 'Charging that fits your day' })).toBeTruthy();
    expect(screen.getByText('Made with ⚡ for Indian EV owners')).toBeTruthy();
  });
});
