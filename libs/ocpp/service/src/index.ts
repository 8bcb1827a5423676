// @chargesetu/ocpp/service: the OCPP 1.6J central system (docs/architecture.md §7).
export { ocppService } from './lib/ocpp.module';
