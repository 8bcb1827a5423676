import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@chargesetu/shared/contracts';
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
import { TabPanel, tabProps } from '@chargesetu/web/ui';
import { DEMO_CARD, METHOD_KEY, PAYMENT_METHODS } from '../payment/payment-details';

export interface PaymentMethodPanelProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  cardHolder: string;
  upiId: string;
  onUpiId: (upiId: string) => void;
  upiError: string | null;
  /** The user's wallet balance (GET /api/user/stats); undefined while loading, null when it could not be read. */
  walletBalance: string | null | undefined;
  /** Whether the real wallet covers the total; null while unknown. */
  walletCovers: boolean | null;
  disabled: boolean;
}

const GROUP = 'payment-method';
const readOnly = { htmlInput: { readOnly: true }, inputLabel: { shrink: true } };

/** docs/product.md §2.5 Payment Method tabs: card (read-only demo values), upi (an id to type) and wallet. */
export function PaymentMethodPanel(props: PaymentMethodPanelProps) {
  const { t } = useTranslation('payments');
  const { method, onMethod, cardHolder, upiId, onUpiId, upiError, walletBalance, walletCovers, disabled } =
    props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-method-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="payment-method-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('method.title')}
      </Typography>
      <Tabs
        value={method}
        onChange={(_e, m: PaymentMethod) => onMethod(m)}
        aria-label={t('method.tabsLabel')}
        variant="fullWidth"
      >
        {PAYMENT_METHODS.map((m) => (
          <Tab key={m} label={t(METHOD_KEY[m])} disabled={disabled} {...tabProps(GROUP, m, method)} />
        ))}
      </Tabs>
      <TabPanel group={GROUP} value="card" current={method}>
        <Stack spacing={2}>
          <TextField label={t('card.number')} value={DEMO_CARD.number} slotProps={readOnly} />
          <TextField label={t('card.name')} value={cardHolder} slotProps={readOnly} />
          <Stack direction="row" spacing={2}>
            <TextField label={t('card.expiry')} value={DEMO_CARD.expiry} slotProps={readOnly} fullWidth />
            <TextField label={t('card.cvv')} value={DEMO_CARD.cvv} slotProps={readOnly} fullWidth />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('card.demoNote')}
          </Typography>
        </Stack>
      </TabPanel>
      <TabPanel group={GROUP} value="upi" current={method}>
        <TextField
          label={t('upi.label')}
          placeholder="name@okaxis"
          value={upiId}
          onChange={(e) => onUpiId(e.target.value)}
          disabled={disabled}
          error={Boolean(upiError)}
          helperText={upiError ?? t('upi.helper')}
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
        />
      </TabPanel>
      <TabPanel group={GROUP} value="wallet" current={method}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('wallet.methodBalance')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="wallet-balance">
            {walletBalance === undefined ? '…' : walletBalance === null ? '—' : formatInr(walletBalance)}
          </Typography>
        </Paper>
        {walletBalance === null && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('wallet.balanceUnknown')}
          </Alert>
        )}
        {walletCovers === false && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="wallet-short">
            {t('wallet.short')}
          </Alert>
        )}
      </TabPanel>
    </Paper>
  );
}
