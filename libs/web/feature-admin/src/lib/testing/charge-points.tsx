import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ChargePoint, ChargePointCredentials, Station } from '@chargesetu/shared/contracts';
import { makeStore, signedIn, type SessionUser } from '@chargesetu/web/data-access';
import { Toaster, UiProvider } from '@chargesetu/web/ui';

// Test helpers of the charge point specs: builders of the contract's shapes, a fake server and a render
// with a signed-in administrator.

export function aStation(overrides: Partial<Station> & Pick<Station, 'id'>): Station {
  return {
    name: `Station ${overrides.id}`,
    operator: 'Tata Power',
    latitude: 12.93,
    longitude: 77.62,
    address: { street: '80 Feet Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' },
    chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '20.00' }],
    amenities: [],
    operatingHours: '24/7',
    photos: [],
    ratings: 4.2,
    reviewCount: 10,
    hasLiveStatus: false,
    apiEndpoint: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A charge point that has never connected, unless overridden. */
export function aChargePoint(
  overrides: Partial<ChargePoint> & Pick<ChargePoint, 'id' | 'stationId'>,
): ChargePoint {
  return {
    connectors: [{ connectorId: 1, chargerIndex: 0, status: null, errorCode: null, statusAt: null }],
    online: false,
    connectedAt: null,
    lastSeenAt: null,
    lastHeartbeatAt: null,
    heartbeatIntervalSeconds: 300,
    vendor: null,
    model: null,
    firmwareVersion: null,
    serialNumber: null,
    status: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function credentialsFor(chargePoint: ChargePoint, password: string): ChargePointCredentials {
  return {
    chargePoint,
    authorizationKey: password,
    connectionUrl: `wss://chargesetu.example/ocpp/${chargePoint.id}`,
  };
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The services behind the stubbed fetch (jsdom has no server): answers per "METHOD /path", each in turn,
 * the last one repeated. Returns every request seen, in order.
 */
export function fakeServer(routes: Record<string, Answer[]>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const served = new Map<string, number>();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${url}`;
    seen.push({ method, url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const answers = routes[key];
    if (!answers) return new Response(JSON.stringify({ message: `No route for ${key}` }), { status: 404 });
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    const answer = answers[Math.min(n, answers.length - 1)];
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return seen;
}

export const admin: SessionUser = {
  id: 1,
  username: 'admin',
  name: 'Platform Admin',
  email: 'admin@chargesetu.in',
  role: 'admin',
};

/** Renders `ui` with a store signed in as the administrator, the theme and the toasts. */
export function renderAsAdmin(ui: ReactNode) {
  const store = makeStore({ verifySession: false });
  store.dispatch(signedIn({ token: 't', user: admin }));
  return render(
    <Provider store={store}>
      <UiProvider>
        {ui}
        <Toaster />
      </UiProvider>
    </Provider>,
  );
}
