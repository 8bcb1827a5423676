import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetMyIdTagQuery } from '@chargesetu/web/data-access';

export const CHARGING_ID_TEXTS = {
  title: 'Your charging ID (idTag)',
  explanation: 'Chargers that ask for an RFID card accept this ID when you have a booking on them.',
  loading: 'Loading your charging ID',
  failed: 'Your charging ID could not be loaded.',
} as const;

/**
 * docs/product.md §2.9 "My Profile": the driver's charging ID, the OCPP idTag a charger accepts while they
 * have a booking on it (made by the server on the first read).
 */
export function ChargingIdCard() {
  const { data, isLoading, isError, refetch } = useGetMyIdTagQuery();

  return (
    <Card component="section" aria-labelledby="charging-id-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="charging-id-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {CHARGING_ID_TEXTS.title}
        </Typography>
        {isLoading && (
          <Box role="status" aria-label={CHARGING_ID_TEXTS.loading}>
            <Skeleton variant="text" width={240} height={40} aria-hidden="true" />
          </Box>
        )}
        {isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {CHARGING_ID_TEXTS.failed}
          </Alert>
        )}
        {data && (
          <Typography
            data-testid="charging-id"
            sx={{
              fontFamily: 'monospace',
              fontSize: { xs: '1.25rem', sm: '1.5rem' },
              fontWeight: 700,
              letterSpacing: '0.08em',
              overflowWrap: 'anywhere',
            }}
          >
            {data.idTag}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {CHARGING_ID_TEXTS.explanation}
        </Typography>
      </CardContent>
    </Card>
  );
}
