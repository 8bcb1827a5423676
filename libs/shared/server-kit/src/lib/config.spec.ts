import { Type } from '@sinclair/typebox';
import { BaseConfigSchema, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const Schema = Type.Object({
    PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
    AMQP_URL: Type.Optional(Type.String({ pattern: '^amqps?://' })),
  });

  it('applies defaults and converts strings to numbers', () => {
    expect(loadConfig(Schema, {})).toEqual({ PORT: 3000 });
    expect(loadConfig(Schema, { PORT: '4100' }).PORT).toBe(4100);
  });

  it('when a variable is invalid, throws a ConfigError naming the variable and the bad value', () => {
    expect(() => loadConfig(Schema, { PORT: 'abc', AMQP_URL: 'http://x' })).toThrow(ConfigError);
    try {
      loadConfig(Schema, { PORT: '70000' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('70000');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(Schema, { PORT: '' }).PORT).toBe(3000);
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    expect(() => loadConfig(BaseConfigSchema, { JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
