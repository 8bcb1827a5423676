import { useEffect, useReducer } from 'react';
import { idleFlow, paymentFlow } from './payment-flow';
import { PROGRESS_TICK_MS } from './progress';

/** The Pay Now flow with its 300 ms progress timer running while processing. */
export function usePaymentFlow() {
  const [flow, dispatch] = useReducer(paymentFlow, idleFlow);
  const processing = flow.phase === 'processing';
  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [processing]);
  return [flow, dispatch] as const;
}
