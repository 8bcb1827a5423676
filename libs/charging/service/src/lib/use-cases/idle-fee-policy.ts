import type { IdleFeePolicy as IdleFeePolicyBody } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { ChargingConfig } from '../config';
import type { IdleFeePolicy } from '../rules/idle-time';

/** The idle fee off. */
export const NO_IDLE_FEE: IdleFeePolicy = { perMinute: 0, graceMinutes: 0 };

/** The idle-fee rule the service was started with (IDLE_FEE_PER_MINUTE, IDLE_FEE_GRACE_MINUTES). */
export const idleFeePolicyOf = (
  config: Pick<ChargingConfig, 'IDLE_FEE_PER_MINUTE' | 'IDLE_FEE_GRACE_MINUTES'>,
): IdleFeePolicy => ({
  perMinute: config.IDLE_FEE_PER_MINUTE,
  graceMinutes: config.IDLE_FEE_GRACE_MINUTES,
});

/** GET /api/charging/idle-fee: the rule as drivers read it before paying. */
export function idleFeePolicyBody(policy: IdleFeePolicy): IdleFeePolicyBody {
  return {
    enabled: policy.perMinute > 0,
    perMinute: toMoneyString(policy.perMinute),
    graceMinutes: policy.graceMinutes,
  };
}
