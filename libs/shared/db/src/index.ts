export type { Logger } from './lib/logger';
export { silentLogger } from './lib/logger';
export { describeDatabase, type DatabaseOptions } from './lib/database-options';
export {
  openServiceDataSource,
  withTransaction,
  checkDatabase,
  type ServiceDataSourceOptions,
  type ClassRef,
} from './lib/data-source';
export { closeEmbeddedDatabase } from './lib/embedded';
export { pgErrorOf, type PgErrorInfo } from './lib/pg-error';
export { rowsOf } from './lib/query-rows';
