import { loadRuntimeConfig } from '@chargesetu/shared/runtime';
import { responseTime } from './system-figures';
import { entryMetricsUrl, metricsUrlOf, parseProcessFigures } from './system-metrics';

const TEXT = `# HELP outbox_backlog Events committed to a service outbox and not yet published.
# TYPE outbox_backlog gauge
outbox_backlog{service="bookings",process="platform"} 3
outbox_backlog{service="payments",process="platform"} 0
outbox_backlog{service="charging",process="platform"} NaN
# TYPE dead_letter_queue_depth gauge
dead_letter_queue_depth{consumer="bookings",process="platform"} 2
dead_letter_queue_depth{consumer="payments",process="platform"} 0
schema_size_bytes{service="bookings",process="platform"} 229376
schema_size_bytes{service="auth",process="platform"} NaN
database_size_bytes{database="chargesetu",process="platform"} 8675309
http_requests_total{method="GET",route="/x",status_code="200",process="platform"} 7
http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/stations",status_code="200",process="platform"} 2
http_request_duration_seconds_sum{method="GET",route="/api/stations",status_code="200",process="platform"} 0.03
http_request_duration_seconds_count{method="GET",route="/api/stations",status_code="200",process="platform"} 2
http_request_duration_seconds_sum{method="POST",route="/api/* (bookings)",status_code="409",process="gateway"} 0.05
http_request_duration_seconds_count{method="POST",route="/api/* (bookings)",status_code="409",process="gateway"} 1
http_request_duration_seconds_sum{method="GET",route="/ready",status_code="200",process="platform"} 9
http_request_duration_seconds_count{method="GET",route="/ready",status_code="200",process="platform"} 100
http_request_duration_seconds_sum{method="GET",route="/internal/stats/auth",status_code="200",process="platform"} 5
http_request_duration_seconds_count{method="GET",route="/internal/stats/auth",status_code="200",process="platform"} 50
`;

describe('parseProcessFigures', () => {
  it('reads the outbox backlog per service and the dead-letter depth per consumer', () => {
    const f = parseProcessFigures(TEXT);
    expect([...f.outboxBacklog]).toEqual([
      ['bookings', 3],
      ['payments', 0],
    ]);
    expect([...f.deadLetters]).toEqual([
      ['bookings', 2],
      ['payments', 0],
    ]);
  });

  it('reads the schema sizes per service and the database size by name', () => {
    const f = parseProcessFigures(TEXT);
    expect([...f.schemaBytes]).toEqual([['bookings', 229376]]);
    expect([...f.databases]).toEqual([['chargesetu', 8675309]]);
  });

  it('leaves out a gauge its process could not read (NaN), so it shows as unknown', () => {
    const f = parseProcessFigures(TEXT);
    expect(f.outboxBacklog.has('charging')).toBe(false);
    expect(f.schemaBytes.has('auth')).toBe(false);
    expect(parseProcessFigures('').deadLetters.size).toBe(0);
  });

  it('times only the public API routes, whatever their method or status, never /ready or internal calls', () => {
    const { api } = parseProcessFigures(TEXT);
    expect(api.requests).toBe(3);
    expect(api.seconds).toBeCloseTo(0.08, 10);
    expect(parseProcessFigures('').api).toEqual({ requests: 0, seconds: 0 });
  });

  it('reads a label value holding a closing brace', () => {
    const f = parseProcessFigures('schema_size_bytes{service="odd}name"} 10\n');
    expect(f.schemaBytes.get('odd}name')).toBe(10);
  });
});

describe('responseTime', () => {
  it('is the mean in milliseconds, and none before the first request', () => {
    expect(responseTime({ requests: 4, seconds: 0.5 })).toEqual({ requests: 4, averageMs: 125 });
    expect(responseTime({ requests: 0, seconds: 0 })).toEqual({ requests: 0, averageMs: null });
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

describe('entryMetricsUrl', () => {
  it("is the entry's own listener, none when METRICS_PORT is 0", () => {
    expect(entryMetricsUrl(loadRuntimeConfig({ METRICS_HOST: '::', METRICS_PORT: '9300' }))).toBe(
      'http://[::1]:9300/metrics',
    );
    expect(entryMetricsUrl(loadRuntimeConfig({ METRICS_PORT: '0' }))).toBeNull();
  });
});
