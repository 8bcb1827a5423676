/** The part of Fastify's `inject` this helper needs, so it serves any service's test app. */
export type InjectFn = (request: {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}) => PromiseLike<{ statusCode: number; body: string; json(): unknown }>;

export interface TestDriver {
  token: string;
  userId: number;
  vehicleId: number;
}

export interface DriverOptions {
  /** First and last name; the username and email are made unique from the first name. */
  name: string;
  connectorTypes: string[];
  make: string;
  model: string;
  /** Registration plate prefix, e.g. "KA 01". */
  platePrefix: string;
}

let serial = 0;

async function expectCreated(
  res: { statusCode: number; body: string; json(): unknown },
  what: string,
): Promise<Record<string, unknown>> {
  if (res.statusCode !== 201) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/**
 * A new driver with one vehicle, made through the auth service's own public routes (never a stub):
 * POST /api/auth/register, then POST /api/vehicles with the token it returned.
 */
export async function registerDriver(inject: InjectFn, o: DriverOptions): Promise<TestDriver> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const first = o.name.split(' ')[0].toLowerCase();
  const registered = await expectCreated(
    await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: o.name,
        email: `${first}.${tag}@example.in`,
        phone: '9876543210',
        username: `${first}_${tag}`,
        password: 'charge-driver-1', // not a common password: registration refuses those
      },
    }),
    'registration',
  );
  const token = registered['token'] as string;
  const vehicle = await expectCreated(
    await inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        make: o.make,
        model: o.model,
        registrationNumber: `${o.platePrefix} ${serial}`,
        connectorTypes: o.connectorTypes,
      },
    }),
    'adding a vehicle',
  );
  return { token, userId: (registered['user'] as { id: number }).id, vehicleId: vehicle['id'] as number };
}
