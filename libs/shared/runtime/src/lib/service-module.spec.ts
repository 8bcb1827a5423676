import { defineService, type Consumer, type ServiceContext, type ServiceDeps } from './service-module';

const ctx = { name: 'bookings' } as ServiceContext;
const consumer = (name: string, event: string, seen: string[]): Consumer<ServiceDeps & { tag: string }> => ({
  name,
  event,
  run: async (e, deps) => {
    seen.push(`${name} ${e.id} ${deps.tag}`);
  },
});

describe('defineService', () => {
  it('builds the deps once per bind and hands them to consumers, jobs and seed', async () => {
    const seen: string[] = [];
    let built = 0;
    const module = defineService({
      name: 'bookings',
      schema: 'bookings',
      migrations: [],
      deps: (c) => ({ ctx: c, tag: `deps#${++built}` }),
      routes: async () => undefined,
      consumers: [consumer('a', 'payment.completed', seen), consumer('b', 'payment.completed', seen)],
      jobs: [(deps) => () => void seen.push(`job stopped ${deps.tag}`)],
      seed: async (deps) => void seen.push(`seed ${deps.tag}`),
    });
    expect(module.consumedEvents).toEqual(['payment.completed']);
    const bound = module.bind(ctx);
    expect(built).toBe(1);
    for (const c of bound.consumers) await c.handle({ id: 'e1' } as never);
    await bound.seed?.();
    await bound.jobs[0]()();
    expect(seen).toEqual(['a e1 deps#1', 'b e1 deps#1', 'seed deps#1', 'job stopped deps#1']);
    expect(bound.tokenStateSource).toBeUndefined();
  });

  it('refuses two consumers with one name: their inbox rows would collide', () => {
    expect(() =>
      defineService({
        name: 'payments',
        schema: 'payments',
        migrations: [],
        deps: (c) => ({ ctx: c, tag: '' }),
        routes: async () => undefined,
        consumers: [
          consumer('refund', 'booking.cancelled', []),
          consumer('refund', 'charging.session.completed', []),
        ],
      }),
    ).toThrow("payments has two consumers named 'refund'");
  });
});
