import { AnalyticsQuery, EnergyAnalytics, errorResponses } from '@chargesetu/shared/contracts';
import { addDaysYmd, analyticsRange, istInstant } from '@chargesetu/shared/domain';
import { requireRole } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { ChargingDeps } from '../deps';
import { completedSessionsStartingBetween } from '../repositories/energy-analytics.repository';
import { energyAnalytics } from '../rules/energy-analytics';

/** GET /api/charging/analytics: energy delivered for the admin dashboard's Analytics tab (administrators only). */
export const energyAnalyticsRoutes: FastifyPluginAsync<{ deps: ChargingDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/charging/analytics',
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'getEnergyAnalytics',
        tags: ['admin'],
        summary:
          'Energy delivered per station and per IST hour of day, and how long the sessions charged, over a date range',
        security: [{ bearerAuth: [] }],
        querystring: AnalyticsQuery,
        response: { 200: EnergyAnalytics, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const range = analyticsRange(request.query);
      const sessions = await completedSessionsStartingBetween(
        deps.ctx.dataSource,
        istInstant(range.from, '00:00'),
        istInstant(addDaysYmd(range.to, 1), '00:00'),
      );
      return { ...energyAnalytics(range, sessions), generatedAt: new Date().toISOString() };
    },
  );
};
