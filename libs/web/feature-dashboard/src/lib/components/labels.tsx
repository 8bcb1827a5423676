import Chip from '@mui/material/Chip';

/**
 * Marks a figure the platform does not measure (docs/product.md §3 "Dashboard inventions"): "Sample" for the
 * fixed demo session and card, "Estimate" for per-vehicle battery and range. The title says why.
 */
export function InventionLabel({ kind }: { kind: 'Sample' | 'Estimate' }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      label={kind}
      title={
        kind === 'Sample'
          ? 'Example data, not from your account'
          : 'Estimated: ChargeSetu has no live data from your vehicle'
      }
      data-testid={`label-${kind.toLowerCase()}`}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** "Coming soon" next to a control that does not work yet. */
export function ComingSoon() {
  return <Chip size="small" label="Coming soon" variant="outlined" sx={{ ml: 1 }} />;
}
