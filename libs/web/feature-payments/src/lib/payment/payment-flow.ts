import { nextProgress, PROGRESS_DONE } from './progress';

/**
 * Pay Now (docs/product.md §2.5): `processing` runs the simulated progress bar while the payment request is
 * out; the flow is `done` (go to the confirmation) only when the payment went through and the bar reached
 * 100; a failure stops processing at once and returns to `idle`, so the user can retry.
 */
export interface PaymentFlow {
  phase: 'idle' | 'processing' | 'done';
  progress: number;
  /** The server accepted the payment. */
  paid: boolean;
}

export type PaymentFlowEvent =
  { type: 'start' } | { type: 'tick'; random?: () => number } | { type: 'succeeded' } | { type: 'failed' };

export const idleFlow: PaymentFlow = { phase: 'idle', progress: 0, paid: false };

function settle(flow: PaymentFlow): PaymentFlow {
  return flow.paid && flow.progress >= PROGRESS_DONE ? { ...flow, phase: 'done' } : flow;
}

export function paymentFlow(flow: PaymentFlow, event: PaymentFlowEvent): PaymentFlow {
  switch (event.type) {
    case 'start':
      return flow.phase === 'processing' ? flow : { phase: 'processing', progress: 0, paid: false };
    case 'tick':
      if (flow.phase !== 'processing') return flow;
      return settle({ ...flow, progress: nextProgress(flow.progress, event.random) });
    case 'succeeded':
      return flow.phase === 'processing' ? settle({ ...flow, paid: true }) : flow;
    case 'failed':
      return flow.phase === 'processing' ? idleFlow : flow;
  }
}
