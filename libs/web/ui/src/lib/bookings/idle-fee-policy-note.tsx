import Typography from '@mui/material/Typography';
import { idleFeePolicyText, useGetIdleFeePolicyQuery } from '@chargesetu/web/data-access';

/**
 * docs/product.md §4 / §9: the idle-fee rule with the server's figures (GET /api/charging/idle-fee), stated
 * before the driver pays when the fee is on. Nothing shows while it is off or until the figures are read
 * (never a figure the server did not give).
 */
export function IdleFeePolicyNote({ mt = 1 }: { mt?: number }) {
  const { data: policy } = useGetIdleFeePolicyQuery();
  const text = policy ? idleFeePolicyText(policy) : null;
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt }} data-testid="idle-fee-policy">
      {text}
    </Typography>
  );
}
