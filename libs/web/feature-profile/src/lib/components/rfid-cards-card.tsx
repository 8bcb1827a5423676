import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RfidCard } from '@chargesetu/shared/contracts';
import { useGetMyRfidCardsQuery } from '@chargesetu/web/data-access';
import { formatDateIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { AddRfidCardForm } from './add-rfid-card-form';
import { RemoveRfidCardDialog } from './remove-rfid-card-dialog';

function CardRow({ card, onRemove }: { card: RfidCard; onRemove: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1.5 }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{card.label}</Typography>
        <Typography
          data-testid="rfid-card-number"
          sx={{ fontFamily: 'monospace', letterSpacing: '0.05em', overflowWrap: 'anywhere' }}
        >
          {card.idTag}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rfid.added', { date: formatDateIn(card.addedAt) })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        onClick={onRemove}
        aria-label={t('rfid.removeLabel', { label: card.label, idTag: card.idTag })}
      >
        {t('rfid.remove')}
      </Button>
    </Box>
  );
}

/**
 * docs/product.md §2.9 "My Profile": the driver's RFID cards (GET /api/rfid-cards), how a tap works, removing
 * a card (after asking) and adding one while fewer than the most allowed are registered.
 */
export function RfidCardsCard() {
  const { t } = useTranslation('profile');
  const { data, isLoading, isError, refetch } = useGetMyRfidCardsQuery();
  const [removing, setRemoving] = useState<RfidCard | null>(null);
  const full = data !== undefined && data.cards.length >= data.maxCards;

  return (
    <Card component="section" aria-labelledby="rfid-cards-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="rfid-cards-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('rfid.title')}
        </Typography>
        {isLoading && (
          <Box role="status" aria-label={t('rfid.loading')}>
            <Skeleton variant="text" width="60%" height={32} aria-hidden="true" />
            <Skeleton variant="text" width="40%" height={32} aria-hidden="true" />
          </Box>
        )}
        {isError && !data && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('rfid.tryAgain')}
              </Button>
            }
          >
            {t('rfid.failed')}
          </Alert>
        )}
        {data && (
          <>
            <Typography color="text.secondary">
              {t('rfid.explanation', { amount: formatInr(data.minWalletBalance) })}
            </Typography>
            {data.cards.length === 0 ? (
              <Typography sx={{ mt: 2 }}>{t('rfid.empty')}</Typography>
            ) : (
              <Box component="ul" aria-label={t('rfid.list')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {data.cards.map((card, index) => (
                  <Fragment key={card.idTag}>
                    {index > 0 && <Divider component="li" aria-hidden="true" />}
                    <CardRow card={card} onRemove={() => setRemoving(card)} />
                  </Fragment>
                ))}
              </Box>
            )}
            {full ? (
              <Alert severity="info" role="status" sx={{ mt: 2 }}>
                {t('rfid.full', { count: data.maxCards })}
              </Alert>
            ) : (
              <AddRfidCardForm />
            )}
          </>
        )}
      </CardContent>
      <RemoveRfidCardDialog card={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
