import Chip from '@mui/material/Chip';

/** "Coming soon" next to a control that does not work yet. */
export function ComingSoon() {
  return <Chip size="small" label="Coming soon" variant="outlined" sx={{ ml: 1 }} />;
}
