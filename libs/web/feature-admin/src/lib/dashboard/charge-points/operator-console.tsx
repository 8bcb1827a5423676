import { useState } from 'react';
import { AuditLogSection } from './audit-log-section';
import { AvailabilityDialog } from './availability-dialog';
import type { AvailabilityChange } from './charger-command-text';
import { ChargersConsoleSection } from './chargers-console-section';
import { ConfirmActionDialog } from './confirm-action-dialog';
import type { PendingAction } from './console-text';
import { LiveTransactionsSection } from './live-transactions-section';

/**
 * The operator console in Station Management (docs/product.md §2.14): the chargers, their live and
 * recent sessions, and the audit log of the actions taken on them, with one confirmation for each action.
 */
export function OperatorConsole() {
  const [action, setAction] = useState<PendingAction | null>(null);
  const [availability, setAvailability] = useState<AvailabilityChange | null>(null);
  return (
    <>
      <ChargersConsoleSection onAction={setAction} onAvailability={setAvailability} />
      <LiveTransactionsSection onAction={setAction} />
      <AuditLogSection />
      <ConfirmActionDialog action={action} onClose={() => setAction(null)} />
      <AvailabilityDialog change={availability} onClose={() => setAvailability(null)} />
    </>
  );
}
