import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One labelled figure of a charging screen: the label above, the value in bold (with its test id). */
export function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
