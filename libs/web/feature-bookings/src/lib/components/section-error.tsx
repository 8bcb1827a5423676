import Typography from '@mui/material/Typography';

/** A field's error under its section (docs/product.md §5 messages), announced when it appears. */
export function SectionError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Typography role="alert" variant="body2" color="error" sx={{ mt: 1.5 }}>
      {message}
    </Typography>
  );
}
