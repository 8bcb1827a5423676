import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RfidCard, RfidCards } from '@chargesetu/shared/contracts';
import { formatDateIn, formatInr } from '@chargesetu/shared/domain';
import { useGetMyRfidCardsQuery } from '@chargesetu/web/data-access';
import { AddRfidCardForm } from './add-rfid-card-form';
import { RemoveRfidCardDialog } from './remove-rfid-card-dialog';

export const RFID_CARDS_TEXTS = {
  title: 'RFID cards',
  loading: 'Loading your RFID cards',
  failed: 'Your RFID cards could not be loaded.',
  empty: 'No cards yet. Add the card or key fob you tap at chargers.',
  explanation: ({ minWalletBalance }: Pick<RfidCards, 'minWalletBalance'>) =>
    `Tap a registered card on a charger to start your booking there. Without a booking, the tap charges from ` +
    `your wallet (billed from the meter; what you do not use goes back to it), which needs at least ` +
    `${formatInr(minWalletBalance)}.`,
  full: ({ maxCards }: Pick<RfidCards, 'maxCards'>) =>
    `You have ${maxCards} cards, the most you can register. Remove one to add another.`,
} as const;

function CardRow({ card, onRemove }: { card: RfidCard; onRemove: () => void }) {
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
          Added {formatDateIn(card.addedAt)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        onClick={onRemove}
        aria-label={`Remove ${card.label} (${card.idTag})`}
      >
        Remove
      </Button>
    </Box>
  );
}

/**
 * docs/product.md §2.9 "My Profile": the driver's RFID cards (GET /api/rfid-cards), how a tap works, removing
 * a card (after asking) and adding one while fewer than the most allowed are registered.
 */
export function RfidCardsCard() {
  const { data, isLoading, isError, refetch } = useGetMyRfidCardsQuery();
  const [removing, setRemoving] = useState<RfidCard | null>(null);
  const full = data !== undefined && data.cards.length >= data.maxCards;

  return (
    <Card component="section" aria-labelledby="rfid-cards-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="rfid-cards-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {RFID_CARDS_TEXTS.title}
        </Typography>
        {isLoading && (
          <Box role="status" aria-label={RFID_CARDS_TEXTS.loading}>
            <Skeleton variant="text" width="60%" height={32} aria-hidden="true" />
            <Skeleton variant="text" width="40%" height={32} aria-hidden="true" />
          </Box>
        )}
        {isError && !data && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {RFID_CARDS_TEXTS.failed}
          </Alert>
        )}
        {data && (
          <>
            <Typography color="text.secondary">{RFID_CARDS_TEXTS.explanation(data)}</Typography>
            {data.cards.length === 0 ? (
              <Typography sx={{ mt: 2 }}>{RFID_CARDS_TEXTS.empty}</Typography>
            ) : (
              <Box component="ul" aria-label="Your RFID cards" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
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
                {RFID_CARDS_TEXTS.full(data)}
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
