import { describeBackends } from './describe-backends';

describe('describeBackends', () => {
  const drop = async () => undefined;

  it('names each backend and hides passwords', () => {
    const text = describeBackends(
      { kind: 'env', url: 'postgres://app:pw@127.0.0.1:5432/cs_test_x', drop },
      {
        kind: 'env',
        url: 'amqp://guest:guest@127.0.0.1:5672',
        exchange: 'cs_test_x.events',
        queuePrefix: 'cs_test_x.',
        control: { available: true, stop: drop, start: drop },
        cleanup: drop,
      },
    );
    expect(text).toBe(
      'backends: database: env (postgres://app:***@127.0.0.1:5432/cs_test_x); broker: env (amqp://guest:***@127.0.0.1:5672, exchange cs_test_x.events)',
    );
  });

  it('says loudly that broker tests were skipped, and why', () => {
    expect(
      describeBackends(
        { kind: 'embedded', dataDir: '/tmp/d', drop },
        { kind: 'none', reason: 'no RabbitMQ' },
      ),
    ).toBe('backends: database: embedded (/tmp/d); broker: none — broker tests SKIPPED (no RabbitMQ)');
  });
});
