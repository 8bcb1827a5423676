import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ChargeNowConnector } from '@chargesetu/shared/contracts';
import {
  selectIsSignedIn,
  useAppSelector,
  useGetChargeNowConnectorQuery,
  useGetVehiclesQuery,
  useStartChargeNowMutation,
  useToast,
} from '@chargesetu/web/data-access';
import { hrefs, paths, returnState } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { DocumentTitle } from '@chargesetu/web/ui';
import {
  amountLabel,
  availableUntilText,
  CHARGE_NOW_AMOUNTS,
  chargeNowBody,
  connectorNotFoundText,
  connectorStatusView,
  firstCompatibleVehicle,
  isUnknownCode,
  priceText,
  vehicleChoices,
  type ChargeNowAmount,
} from '../view/charge-now-view';
import { Fact } from '../components/fact';

const AMOUNTS: readonly ChargeNowAmount[] = [...CHARGE_NOW_AMOUNTS, 'full'];

function LoadingConnector() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="charge-now-loading" aria-busy="true">
      <Skeleton variant="text" width="60%" height={40} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
    </Paper>
  );
}

function UnknownCode({ code }: { code: string }) {
  const { t } = useTranslation('charging');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
      data-testid="charge-now-not-found"
    >
      <ErrorOutlineOutlined color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h5" component="h1" sx={{ my: 1.5 }}>
        {connectorNotFoundText(code)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('chargeNow.notFoundHint')}
      </Typography>
      <Button component={RouterLink} to={paths.home.path} variant="contained">
        {t('chargeNow.findStation')}
      </Button>
    </Paper>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('charging');
  return (
    <Alert
      severity="error"
      data-testid="charge-now-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('chargeNow.retry')}
        </Button>
      }
    >
      {t('chargeNow.loadFailed')}
    </Alert>
  );
}

function ConnectorCard({ connector }: { connector: ChargeNowConnector }) {
  const { t } = useTranslation('charging');
  const status = connectorStatusView(connector.status);
  const until = availableUntilText(connector.availableUntil);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h2" data-testid="charge-now-label">
            {connector.label}
          </Typography>
          <Chip
            label={status.text}
            color={status.color}
            variant={connector.status === null ? 'outlined' : 'filled'}
            data-testid="charge-now-status"
          />
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Fact label={t('chargeNow.price')} value={priceText(connector)} testId="charge-now-price" />
          <Fact label={t('chargeNow.code')} value={connector.code} testId="charge-now-code" />
        </Box>
        {until && (
          <Typography color="text.secondary" data-testid="charge-now-until">
            {until}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

function SignInToCharge() {
  const { t } = useTranslation('charging');
  const location = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2 }}>{t('chargeNow.signInText')}</Typography>
      <Button
        component={RouterLink}
        to={paths.login.path}
        state={returnState(location)}
        variant="contained"
        size="large"
        fullWidth
        data-testid="charge-now-sign-in"
      >
        {t('chargeNow.signIn')}
      </Button>
    </Paper>
  );
}

function ChargeForm({ connector }: { connector: ChargeNowConnector }) {
  const { t } = useTranslation('charging');
  const navigate = useNavigate();
  const toast = useToast();
  const vehicles = useGetVehiclesQuery();
  const [startChargeNow, { isLoading: posting }] = useStartChargeNowMutation();
  const [picked, setPicked] = useState<number | null>(null);
  const [amount, setAmount] = useState<ChargeNowAmount>(200);
  const amountLabelId = useId();

  if (vehicles.isLoading)
    return <Skeleton variant="rounded" height={160} data-testid="charge-now-vehicles-loading" />;
  if (vehicles.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void vehicles.refetch()}>
            {t('chargeNow.retry')}
          </Button>
        }
      >
        {t('chargeNow.vehiclesFailed')}
      </Alert>
    );
  }

  const choices = vehicleChoices(vehicles.data ?? [], connector.type);
  const vehicleId = picked ?? firstCompatibleVehicle(choices);
  const noneCompatible = vehicleId === null;

  const submit = async () => {
    if (vehicleId === null) return;
    try {
      const booking = await startChargeNow(chargeNowBody(connector.code, vehicleId, amount)).unwrap();
      navigate(hrefs.payment(booking.id));
    } catch (error) {
      toast.apiError(t('chargeNow.couldNotStart'), error, t('chargeNow.startFailed'));
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby={`${amountLabelId}-h`}
    >
      <Typography variant="h6" component="h2" id={`${amountLabelId}-h`} sx={{ mb: 2 }}>
        {t('chargeNow.title')}
      </Typography>
      <Stack spacing={2.5}>
        {choices.length > 0 && (
          <TextField
            select
            label={t('chargeNow.vehicle')}
            value={vehicleId ?? ''}
            onChange={(e) => setPicked(Number(e.target.value))}
            fullWidth
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'charge-now-vehicle' } }}
          >
            {noneCompatible && <option value="">{t('chargeNow.noCompatible')}</option>}
            {choices.map((c) => (
              <option key={c.id} value={c.id} disabled={!c.compatible}>
                {c.text}
              </option>
            ))}
          </TextField>
        )}
        {noneCompatible && (
          <Alert severity="info" data-testid="charge-now-no-vehicle">
            {choices.length === 0
              ? t('chargeNow.noVehicles')
              : t('chargeNow.noneFits', { type: connector.type })}{' '}
            <Link component={RouterLink} to={paths.vehicles.path}>
              {t('chargeNow.addVehicle')}
            </Link>
          </Alert>
        )}
        <Box>
          <Typography id={amountLabelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('chargeNow.energyToBuy')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={amount}
            onChange={(_e, value: ChargeNowAmount | null) => value !== null && setAmount(value)}
            aria-labelledby={amountLabelId}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}
          >
            {AMOUNTS.map((a) => (
              <ToggleButton
                key={a}
                value={a}
                data-testid={`charge-now-amount-${a}`}
                sx={{ textTransform: 'none' }}
              >
                {amountLabel(a)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {amount === 'full' ? t('chargeNow.fullNote') : t('chargeNow.amountNote')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={noneCompatible || posting}
          onClick={() => void submit()}
          data-testid="charge-now-continue"
        >
          {t('chargeNow.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * docs/product.md §2.18 "Charge now" (/charge/{code}): what a connector's QR code opens. Anyone sees the
 * connector, its live status and price; a signed-in driver picks a vehicle and an amount and goes on to pay.
 */
export default function ChargeNowPage() {
  const { t } = useTranslation('charging');
  const { code = '' } = useParams<{ code: string }>();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: connector, error, isLoading, refetch } = useGetChargeNowConnectorQuery(code);

  let body;
  if (isLoading) body = <LoadingConnector />;
  else if (error && isUnknownCode(error)) body = <UnknownCode code={code} />;
  else if (!connector) body = <LoadFailed onRetry={() => void refetch()} />;
  else {
    body = (
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {connector.stationName}
          </Typography>
          <Typography color="text.secondary">{connector.place}</Typography>
        </Box>
        <ConnectorCard connector={connector} />
        {!connector.canCharge ? (
          <Alert severity="warning" data-testid="charge-now-reason">
            {connector.reason ?? t('chargeNow.cannotStart')}
          </Alert>
        ) : signedIn ? (
          <ChargeForm connector={connector} />
        ) : (
          <SignInToCharge />
        )}
        <Link component={RouterLink} to={hrefs.station(connector.stationId)}>
          {t('chargeNow.moreAboutStation')}
        </Link>
      </Stack>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <DocumentTitle
        title={connector ? t('chargeNow.titleOf', { name: connector.stationName }) : t('chargeNow.title')}
      />
      {body}
    </Container>
  );
}
