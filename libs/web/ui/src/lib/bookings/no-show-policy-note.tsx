import Typography from '@mui/material/Typography';
import { noShowPolicyText, useGetBookingPolicyQuery } from '@chargesetu/web/data-access';

/**
 * docs/product.md §2.4 / §2.5: the no-show rule with the server's figures (GET /api/bookings/policy), stated
 * before the driver pays. Nothing shows until the figures are read (never a figure the server did not give).
 */
export function NoShowPolicyNote({ mt = 2 }: { mt?: number }) {
  const { data: policy } = useGetBookingPolicyQuery();
  if (!policy) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt }} data-testid="no-show-policy">
      {noShowPolicyText(policy)}
    </Typography>
  );
}
