import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetMyIdTagQuery } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';

/**
 * docs/product.md §2.9 "My Profile": the driver's charging ID, the OCPP idTag a charger accepts while they
 * have a booking on it (made by the server on the first read).
 */
export function ChargingIdCard() {
  const { t } = useTranslation('profile');
  const { data, isLoading, isError, refetch } = useGetMyIdTagQuery();

  return (
    <Card component="section" aria-labelledby="charging-id-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="charging-id-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('chargingId.title')}
        </Typography>
        {isLoading && (
          <Box role="status" aria-label={t('chargingId.loading')}>
            <Skeleton variant="text" width={240} height={40} aria-hidden="true" />
          </Box>
        )}
        {isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('chargingId.tryAgain')}
              </Button>
            }
          >
            {t('chargingId.failed')}
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
          {t('chargingId.explanation')}
        </Typography>
      </CardContent>
    </Card>
  );
}
