// What this version of ChargeSetu does for the System tab's settings and notification templates
// (docs/product.md §2.14). None of it can be switched or edited at run time, so the tab states it rather
// than offering switches and Edit buttons that would change nothing.

/** A platform setting the spec lists, with how the platform always behaves. */
export interface PlatformSetting {
  key: string;
  label: string;
  /** Its fixed state, as a chip. */
  state: string;
  explanation: string;
}

export const PLATFORM_SETTINGS: readonly PlatformSetting[] = [
  {
    key: 'maintenance',
    label: 'Maintenance Mode',
    state: 'None',
    explanation:
      'ChargeSetu has no maintenance mode: booking, paying and charging stay open whenever the services run (Service health above). To take it down, stop its processes.',
  },
  {
    key: 'registrations',
    label: 'Enable New Registrations',
    state: 'Always open',
    explanation:
      'Anyone can register a driver account at /register; sign-ins and registrations are rate-limited per address. Administrator accounts cannot be registered.',
  },
  {
    key: 'auto-approval',
    label: 'Station Auto-Approval',
    state: 'No approvals',
    explanation:
      'Stations come from the catalogue loaded when the platform starts; nobody can submit a station, so there is nothing to approve.',
  },
];

/** A notification the spec lists, with how (and whether) a driver gets it. */
export interface NotificationTemplate {
  name: string;
  /** Where it reaches the driver, or that it is not sent. */
  channel: string;
  says: string;
}

// The bell's titles are web/ui's (libs/web/ui/src/lib/frame/notifications.ts).
export const NOTIFICATION_TEMPLATES: readonly NotificationTemplate[] = [
  {
    name: 'Booking confirmation',
    channel: 'In the app: the notification bell',
    says: '“Booking confirmed” with the amount paid, as soon as the payment goes through; the booking screen confirms it too.',
  },
  {
    name: 'Charging reminder',
    channel: 'Not sent',
    says: 'No reminder is sent before a slot. The bell lists “Charging started” and “Charging finished” (with the bill) as they happen.',
  },
  {
    name: 'Payment receipt',
    channel: 'In the app: Download Receipt',
    says: 'The receipt is a PDF the driver downloads from the booking; it is not e-mailed.',
  },
];
