import { assertEnvelope, createEnvelope, parseEnvelope } from './envelope';

describe('createEnvelope', () => {
  it('fills id (uuid), occurredAt (now) and carries type, version, data and the correlation id', () => {
    const before = Date.now();
    const e = createEnvelope('payment.completed', 1, { bookingId: 'b1' }, 'req-42');
    expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(e.occurredAt)).toBeGreaterThanOrEqual(before - 1);
    expect(e).toMatchObject({
      type: 'payment.completed',
      version: 1,
      correlationId: 'req-42',
      data: { bookingId: 'b1' },
    });
  });

  it('without a correlation id, starts a new chain with the event’s own id', () => {
    const e = createEnvelope('booking.cancelled', 1, {});
    expect(e.correlationId).toBe(e.id);
  });

  it('gives every event a different id', () => {
    const ids = new Set(Array.from({ length: 100 }, () => createEnvelope('booking.cancelled', 1, {}).id));
    expect(ids.size).toBe(100);
  });

  it('refuses a type that is not a lower-case dotted name (it becomes the routing key)', () => {
    expect(() => createEnvelope('PaymentCompleted', 1, {})).toThrow(/type/);
    expect(() => createEnvelope('payment.*', 1, {})).toThrow(/type/);
    expect(() => createEnvelope('payment.completed', 0, {})).toThrow(/version/);
    expect(() => createEnvelope('charger.-status', 1, {})).toThrow(/type/);
  });

  it('takes hyphens and underscores inside a word', () => {
    expect(createEnvelope('charger.connector.status-changed', 1, {}).type).toBe('charger.connector.status-changed');
  });
});

describe('parseEnvelope', () => {
  const valid = createEnvelope('charging.session.started', 2, { sessionId: 's1' });

  it('round-trips an envelope through JSON', () => {
    expect(parseEnvelope(JSON.stringify(valid))).toEqual(valid);
  });

  it('throws on malformed JSON and on JSON that is not an envelope', () => {
    expect(() => parseEnvelope('{not json')).toThrow(SyntaxError);
    expect(() => parseEnvelope('[]')).toThrow(/expected an object/);
    expect(() => parseEnvelope(JSON.stringify({ ...valid, id: 'x' }))).toThrow(/uuid/);
    expect(() => parseEnvelope(JSON.stringify({ ...valid, occurredAt: 'yesterday' }))).toThrow(/occurredAt/);
    const { data: _data, ...withoutData } = valid;
    expect(() => assertEnvelope(withoutData)).toThrow(/data is missing/);
  });
});
