import {
  AuditPage,
  AuditQuery,
  CHARGE_POINTS_PATH,
  CHARGER_AUDIT_PATH,
  CHARGER_OVERVIEW_PATH,
  CHARGER_TRANSACTIONS_PATH,
  ChangeAvailabilityBody,
  ChargePointParams,
  ChargerOverview,
  ChargerOverviewQuery,
  CommandStatus,
  CONSOLE_PAGE,
  ConsoleTransactionList,
  RemoteStopBody,
  ResetBody,
  StatusHistory,
  StatusHistoryQuery,
  TriggerStatusBody,
  UnlockBody,
  errorResponses,
  type ConsoleAction,
} from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import { requireRole } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { OcppDeps } from '../deps';
import { commandAuditRepository } from '../repositories/command-audit.repository';
import { consoleRepository } from '../repositories/console.repository';
import { chargerOverview } from '../rules/console-view';
import { auditedAction } from '../use-cases/audited-action';
import { consoleActions } from '../use-cases/console-actions';

const common = { tags: ['operator console'], security: [{ bearerAuth: [] }] };
const admin = requireRole('admin');
const DAY_MS = 24 * 60 * 60 * 1000;

type Actions = ReturnType<typeof consoleActions>;

const OPERATION_IDS: Record<ConsoleAction, string> = {
  ChangeAvailability: 'changeChargePointAvailability',
  Reset: 'resetChargePoint',
  UnlockConnector: 'unlockChargePointConnector',
  TriggerStatus: 'triggerChargePointStatus',
  RemoteStop: 'remoteStopChargePointTransaction',
};

/**
 * The operator console (docs/product.md §2.14): chargers with counts and filters, a charger's status
 * history, live and last-24-hour transactions, and the audited actions with their log.
 */
export const adminConsoleRoutes: FastifyPluginAsync<{ deps: OcppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const audit = commandAuditRepository(deps.ctx.dataSource);
  const reads = consoleRepository(deps.ctx.dataSource);

  app.get(
    CHARGER_OVERVIEW_PATH,
    {
      onRequest: admin,
      schema: {
        ...common,
        operationId: 'chargerOverview',
        summary:
          'Chargers with their station place and operator, faults and errors; counts, filters and paging',
        querystring: ChargerOverviewQuery,
        response: { 200: ChargerOverview, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const [chargePoints, stations] = await Promise.all([
        deps.chargePoints.list(),
        deps.stations.all(request.id),
      ]);
      return chargerOverview(chargePoints, stations, request.query);
    },
  );

  app.get(
    CHARGER_TRANSACTIONS_PATH,
    {
      onRequest: admin,
      schema: {
        ...common,
        operationId: 'recentChargerTransactions',
        summary: 'Open charger transactions, then those ended in the last 24 hours (idTags masked)',
        response: { 200: ConsoleTransactionList, ...errorResponses(401, 403) },
      },
    },
    async () => reads.recentTransactions(new Date(deps.now().getTime() - DAY_MS)),
  );

  app.get(
    CHARGER_AUDIT_PATH,
    {
      onRequest: admin,
      schema: {
        ...common,
        operationId: 'chargerAuditLog',
        summary:
          'What administrators did to chargers, newest first: who, when, what, and the answer or error',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? CONSOLE_PAGE.defaultLimit;
      const offset = request.query.offset ?? 0;
      const page = await audit.page({ chargePointId: request.query.chargePointId, limit, offset });
      return { ...page, limit, offset };
    },
  );

  app.get(
    `${CHARGE_POINTS_PATH}/:chargePointId/history`,
    {
      onRequest: admin,
      schema: {
        ...common,
        operationId: 'chargerStatusHistory',
        summary: 'The latest status reports of a charger (every connector), with their error codes',
        params: ChargePointParams,
        querystring: StatusHistoryQuery,
        response: { 200: StatusHistory, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { chargePointId } = request.params;
      if (!(await deps.chargePoints.find(chargePointId)))
        throw new NotFound(`Charge point ${chargePointId} not found`);
      return reads.history(chargePointId, request.query.limit ?? 20);
    },
  );

  /** One audited action: POST …/:chargePointId/{path} with `body`, answered with the charger's status. */
  const action = <B extends TSchema>(
    path: string,
    body: B,
    name: ConsoleAction,
    summary: string,
    run: (actions: Actions, body: never) => Promise<CommandStatus>,
  ) =>
    instance.post<{ Params: ChargePointParams; Body: Record<string, unknown> }>(
      `${CHARGE_POINTS_PATH}/:chargePointId/${path}`,
      {
        onRequest: admin,
        schema: {
          ...common,
          operationId: OPERATION_IDS[name],
          summary,
          params: ChargePointParams,
          body,
          response: { 200: CommandStatus, ...errorResponses(400, 401, 403, 404, 409, 502) },
        },
      },
      async (request) => {
        const { chargePointId } = request.params;
        const params = request.body;
        return auditedAction(
          { now: deps.now, audit },
          {
            admin: { id: request.user.id, username: request.user.username },
            chargePointId,
            action: name,
            params,
          },
          () => run(consoleActions(deps, chargePointId, request.id), params as never),
        );
      },
    );

  action(
    'availability',
    ChangeAvailabilityBody,
    'ChangeAvailability',
    'Take a connector (0: the whole charger) out of service, or back in (OCPP ChangeAvailability); audited',
    (a, b: ChangeAvailabilityBody) => a.changeAvailability(b),
  );
  action(
    'reset',
    ResetBody,
    'Reset',
    'Restart the charger, Soft or Hard (OCPP Reset); audited',
    (a, b: ResetBody) => a.reset(b),
  );
  action(
    'unlock',
    UnlockBody,
    'UnlockConnector',
    'Release the cable of a connector (OCPP UnlockConnector); audited',
    (a, b: UnlockBody) => a.unlock(b),
  );
  action(
    'trigger-status',
    TriggerStatusBody,
    'TriggerStatus',
    'Ask the charger to report its status now (OCPP TriggerMessage StatusNotification); audited',
    (a, b: TriggerStatusBody) => a.triggerStatus(b),
  );
  action(
    'remote-stop',
    RemoteStopBody,
    'RemoteStop',
    'Stop an open transaction of the charger (OCPP RemoteStopTransaction); audited',
    (a, b: RemoteStopBody) => a.remoteStop(b),
  );
};
