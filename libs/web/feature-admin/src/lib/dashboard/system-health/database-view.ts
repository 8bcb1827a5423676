import type { AdminSystem } from '@chargesetu/shared/contracts';
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
      size: s.schemaBytes === null ? 'Unknown' : formatBytes(s.schemaBytes),
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
      summary:
        'The embedded database is a folder: DATA_DIR (./.data unless set). Stop the platform, copy the folder, then start it again; to restore, put the copy back while it is stopped.',
      commands: [{ label: 'Copy the data folder', command: 'cp -a .data chargesetu-backup' }],
    };
  }
  return {
    summary:
      'Every service keeps its schema (outbox and inbox included) in PostgreSQL, so one dump holds everything; RabbitMQ holds only events in flight. Run these where DATABASE_URL is set.',
    commands: [
      { label: 'Back up', command: 'pg_dump --format=custom --file=chargesetu.dump "$DATABASE_URL"' },
      { label: 'Restore', command: 'pg_restore --clean --dbname="$DATABASE_URL" chargesetu.dump' },
    ],
  };
}
