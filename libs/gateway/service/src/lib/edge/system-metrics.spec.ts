import { loadRuntimeConfig } from '@chargesetu/shared/runtime';
import { metricsUrlOf, parseQueueFigures } from './system-metrics';

const TEXT = `# HELP outbox_backlog Events committed to a service outbox and not yet published.
# TYPE outbox_backlog gauge
outbox_backlog{service="bookings",process="platform"} 3
outbox_backlog{service="payments",process="platform"} 0
outbox_backlog{service="charging",process="platform"} NaN
# TYPE dead_letter_queue_depth gauge
dead_letter_queue_depth{consumer="bookings",process="platform"} 2
dead_letter_queue_depth{consumer="payments",process="platform"} 0
http_requests_total{method="GET",route="/x",status_code="200",process="platform"} 7
`;

describe('parseQueueFigures', () => {
  it('reads the outbox backlog per service and the dead-letter depth per consumer', () => {
    const f = parseQueueFigures(TEXT);
    expect([...f.outboxBacklog]).toEqual([
      ['bookings', 3],
      ['payments', 0],
    ]);
    expect([...f.deadLetters]).toEqual([
      ['bookings', 2],
      ['payments', 0],
    ]);
  });

  it('leaves out a gauge its process could not read (NaN), so it shows as unknown', () => {
    expect(parseQueueFigures(TEXT).outboxBacklog.has('charging')).toBe(false);
    expect(parseQueueFigures('').deadLetters.size).toBe(0);
  });
});

describe('metricsUrlOf', () => {
  it('all-in-one: the one listener of the process, on loopback when it binds every interface', () => {
    const config = loadRuntimeConfig({ METRICS_HOST: '0.0.0.0', METRICS_PORT: '9400' });
    expect(metricsUrlOf(config, 'platform', 'bookings', 'http://127.0.0.1:3003')).toBe(
      'http://127.0.0.1:9400/metrics',
    );
    expect(metricsUrlOf(loadRuntimeConfig({ METRICS_PORT: '0' }), 'platform', 'auth', 'x')).toBeNull();
  });

  it("microservices: the host of the service's URL on its own metrics port; none when it is 0", () => {
    const config = loadRuntimeConfig({ BOOKINGS_METRICS_PORT: '9503', AUTH_METRICS_PORT: '0' });
    expect(metricsUrlOf(config, 'gateway', 'bookings', 'http://bookings:3003')).toBe(
      'http://bookings:9503/metrics',
    );
    expect(metricsUrlOf(config, 'gateway', 'auth', 'http://auth:3001')).toBeNull();
  });
});
