import type { AdminSystem } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { serviceLabel } from './service-health-text';
import { formatBytes } from './system-metrics-view';

/** One service's schema and its size, as "Database tools" lists them. */
export interface SchemaRow {
  service: string;
  size: string;
  bytes: number | null;
}

/** Every service's schema, largest first; one whose size could not be read says Unknown, last. */
export function schemaRows({ services }: AdminSystem): SchemaRow[] {
  return services
    .map((s) => ({
      service: serviceLabel(s.name),
      bytes: s.schemaBytes,
      size: s.schemaBytes === null ? translate('admin:commands.unknown') : formatBytes(s.schemaBytes),
    }))
    .sort((a, b) => (b.bytes ?? -1) - (a.bytes ?? -1));
}

/** How to back the database up and restore it: ChargeSetu has no backup button, these are the tools. */
export interface BackupHowTo {
  summary: string;
  /** Commands to run where the platform runs, with what each does. */
  commands: Array<{ label: string; command: string }>;
}

export function backupHowTo(kind: AdminSystem['databaseKind']): BackupHowTo {
  if (kind === 'embedded') {
    return {
      summary: translate('admin:system.db.embeddedHowTo'),
      commands: [
        { label: translate('admin:system.db.copyFolder'), command: 'cp -a .data chargesetu-backup' },
      ],
    };
  }
  return {
    summary: translate('admin:system.db.postgresHowTo'),
    commands: [
      {
        label: translate('admin:system.db.backUp'),
        command: 'pg_dump --format=custom --file=chargesetu.dump "$DATABASE_URL"',
      },
      {
        label: translate('admin:system.db.restore'),
        command: 'pg_restore --clean --dbname="$DATABASE_URL" chargesetu.dump',
      },
    ],
  };
}
