import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { registerFormats } from './formats';

describe('registerFormats', () => {
  beforeAll(() => {
    registerFormats();
    registerFormats(); // idempotent
  });

  it('checks emails', () => {
    const Email = Type.String({ format: 'email' });
    expect(Value.Check(Email, 'asha@example.in')).toBe(true);
    expect(Value.Check(Email, 'asha@')).toBe(false);
    expect(Value.Check(Email, 'not an email')).toBe(false);
  });

  it('checks ISO instants with an offset', () => {
    const Instant = Type.String({ format: 'date-time' });
    expect(Value.Check(Instant, '2026-11-23T04:30:00.000Z')).toBe(true);
    expect(Value.Check(Instant, '2026-11-23T10:00:00+05:30')).toBe(true);
    expect(Value.Check(Instant, '2026-11-23T10:00:00')).toBe(false); // no offset: ambiguous
    expect(Value.Check(Instant, '2026-13-45T10:00:00Z')).toBe(false);
    expect(Value.Check(Instant, 'tomorrow')).toBe(false);
  });

  it('checks uuids', () => {
    const Uuid = Type.String({ format: 'uuid' });
    expect(Value.Check(Uuid, '3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(Value.Check(Uuid, '3b241101')).toBe(false);
  });
});
