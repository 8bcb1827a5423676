// What this version of ChargeSetu does for the System tab's settings and notification templates
// (docs/product.md §2.14). None of it can be switched or edited at run time, so the tab states it rather
// than offering switches and Edit buttons that would change nothing.

/** A platform setting the spec lists, with how the platform always behaves (each text a key of `admin`). */
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
    label: 'system.settings.maintenance.label',
    state: 'system.settings.maintenance.state',
    explanation: 'system.settings.maintenance.explanation',
  },
  {
    key: 'registrations',
    label: 'system.settings.registrations.label',
    state: 'system.settings.registrations.state',
    explanation: 'system.settings.registrations.explanation',
  },
  {
    key: 'auto-approval',
    label: 'system.settings.approval.label',
    state: 'system.settings.approval.state',
    explanation: 'system.settings.approval.explanation',
  },
];

/** A notification the spec lists, with how (and whether) a driver gets it (`name` names it; texts are keys). */
export interface NotificationTemplate {
  name: string;
  title: string;
  /** Where it reaches the driver, or that it is not sent. */
  channel: string;
  says: string;
}

// The bell's titles are web/ui's (libs/web/ui/src/lib/frame/notifications.ts).
export const NOTIFICATION_TEMPLATES: readonly NotificationTemplate[] = [
  {
    name: 'Booking confirmation',
    title: 'system.templates.booking.name',
    channel: 'system.templates.booking.channel',
    says: 'system.templates.booking.says',
  },
  {
    name: 'Charging reminder',
    title: 'system.templates.reminder.name',
    channel: 'system.templates.reminder.channel',
    says: 'system.templates.reminder.says',
  },
  {
    name: 'Payment receipt',
    title: 'system.templates.receipt.name',
    channel: 'system.templates.receipt.channel',
    says: 'system.templates.receipt.says',
  },
];
