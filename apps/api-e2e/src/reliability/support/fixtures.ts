import { randomBytes } from 'node:crypto';
import { eventually, type TestDriver } from '@chargesetu/shared/testing';
import { book, call, drivers, pay, roundTheClock, slots, type Booking, type Payment, type Slot } from './api';
import type { Operation } from './openapi';

export interface Owner extends TestDriver {
  username: string;
  /** A second vehicle, for the vehicle routes (PUT, PATCH, DELETE). */
  spareVehicleId: number;
  paid: Booking;
  payment: Payment;
  pending: Booking;
  plate: string;
  /** An RFID card number registered to them. */
  rfidCard: string;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; username: string };

/** A driver and the username in their token. */
export async function people(
  gateway: string,
  n: number,
  name: string,
): Promise<Array<TestDriver & { username: string }>> {
  return (await drivers(gateway, n, name)).map((d) => ({ ...d, username: claimsOf(d.token).username }));
}

/**
 * A driver who owns one of everything that has an id: a spare vehicle, a paid (confirmed) booking with
 * its payment, a pending booking. `free` provides the slots.
 */
export async function owner(gateway: string, free: Slot[], name = 'Owner Person'): Promise<Owner> {
  const [d] = await people(gateway, 1, name);
  const plate = `DL 3C ${String(Date.now()).slice(-4)}`;
  const spare = await call<{ id: number }>(gateway, 'POST', '/api/vehicles', {
    token: d.token,
    body: { make: 'Mahindra', model: 'XUV400', registrationNumber: plate, connectorTypes: ['CCS2'] },
    expect: [201],
  });
  const [s1, s2] = free.splice(0, 2);
  const paid = await book(gateway, d, s1);
  const payment = await pay(gateway, d, paid.id);
  const pending = await book(gateway, d, s2);
  await eventually(
    async () => {
      const b = await call<Booking>(gateway, 'GET', `/api/bookings/${paid.id}`, { token: d.token });
      expect(b.status).toBe('confirmed');
    },
    15_000,
    100,
  );
  const card = await call<{ idTag: string }>(gateway, 'POST', '/api/rfid-cards', {
    token: d.token,
    body: { idTag: `R${randomBytes(6).toString('hex').toUpperCase()}`, label: 'Key fob' },
    expect: [201],
  });
  return { ...d, spareVehicleId: spare.id, paid, payment, pending, plate, rfidCard: card.idTag };
}

export async function freeSlots(gateway: string, n: number): Promise<Slot[]> {
  return slots(await roundTheClock(gateway), n);
}

export async function adminToken(gateway: string): Promise<string> {
  const res = await call<{ token: string }>(gateway, 'POST', '/api/auth/admin/login', {
    body: { username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin@123' },
    expect: [200],
  });
  return res.token;
}

/** Realistic values for body fields whose business rules go beyond the schema. */
export const KNOWN_FIELDS = {
  make: 'Tata',
  model: 'Nexon EV',
  registrationNumber: 'MH 12 AB 4321',
  connectorTypes: ['CCS2'],
  reason: 'not needed any more',
};

/**
 * A charge point of the reliability clusters: the ocpp service's demo seed registers it (station 1's
 * simulated charger), and the access suite, which seeds none, registers it itself. No charger is connected
 * as it: commands to it are refused as such.
 */
export const SEEDED_CHARGE_POINT = 'CS1';

/**
 * The owner's ids for a route's path parameters (public routes: 1, a seeded station; the administrators'
 * charge point routes: a seeded charge point). A route with an id nobody has thought of fails loudly, so
 * a new route gets a fixture before it is trusted.
 */
export function ownedIds(op: Operation, who: Owner): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const p of op.pathParams) {
    if (op.public) out[p] = 1;
    else if (p === 'chargePointId') out[p] = SEEDED_CHARGE_POINT;
    else if (p === 'bookingId') out[p] = who.paid.id;
    else if (p === 'id' && op.path.startsWith('/api/vehicles/')) out[p] = who.spareVehicleId;
    else if (p === 'id' && op.path.startsWith('/api/bookings/'))
      out[p] = op.path.endsWith('/cancel') ? who.pending.id : who.paid.id;
    else if (p === 'id' && op.path.startsWith('/api/payments/')) out[p] = who.payment.id;
    else if (p === 'id' && op.path.startsWith('/api/auth/admin/users/')) out[p] = who.userId;
    else if (p === 'idTag' && op.path.startsWith('/api/rfid-cards/')) out[p] = who.rfidCard;
    else
      throw new Error(`no owned resource known for {${p}} of ${op.method} ${op.path}: add one to ownedIds`);
  }
  return out;
}
