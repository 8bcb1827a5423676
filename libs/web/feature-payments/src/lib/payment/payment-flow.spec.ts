import { idleFlow, paymentFlow, type PaymentFlow, type PaymentFlowEvent } from './payment-flow';

const run = (events: PaymentFlowEvent[], from: PaymentFlow = idleFlow) => events.reduce(paymentFlow, from);
const tick = (roll: number): PaymentFlowEvent => ({ type: 'tick', random: () => roll });

describe('Pay Now flow (docs/product.md §2.5)', () => {
  it('processing advances the bar; it is done only when paid and at 100', () => {
    let flow = run([{ type: 'start' }, tick(0), tick(0.999)]);
    expect(flow).toEqual({ phase: 'processing', progress: 25, paid: false });
    flow = run([{ type: 'succeeded' }], flow);
    expect(flow.phase).toBe('processing'); // paid, the bar still has to fill
    flow = run([tick(0.999), tick(0.999), tick(0.999), tick(0.999)], flow);
    expect(flow).toEqual({ phase: 'done', progress: 100, paid: true });
  });

  it('a bar at 100 waits at 100 for the answer', () => {
    let flow = run([{ type: 'start' }, ...Array.from({ length: 6 }, () => tick(0.999))]);
    expect(flow).toEqual({ phase: 'processing', progress: 100, paid: false });
    flow = run([{ type: 'succeeded' }], flow);
    expect(flow.phase).toBe('done');
  });

  it('a failure stops processing at once and allows a retry from zero', () => {
    let flow = run([{ type: 'start' }, tick(0.5), { type: 'failed' }]);
    expect(flow).toEqual(idleFlow);
    expect(run([tick(0.5)], flow)).toEqual(idleFlow); // a late tick moves nothing
    flow = run([{ type: 'start' }, tick(0)], flow);
    expect(flow).toEqual({ phase: 'processing', progress: 5, paid: false });
  });

  it('pressing again while processing changes nothing', () => {
    const flow = run([{ type: 'start' }, tick(0)]);
    expect(paymentFlow(flow, { type: 'start' })).toBe(flow);
  });
});
