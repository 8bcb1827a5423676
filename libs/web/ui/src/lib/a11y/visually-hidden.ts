// Read by screen readers, not shown: MUI's own clip pattern. @mui/utils comes with @mui/material (same
// version), so this is the one place the web app names it.
export { visuallyHidden } from '@mui/utils';
