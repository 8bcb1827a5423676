// B1 of the benchmark: the smallest honest server for GET /api/stations/:id. Fastify and a pg pool, the
// same SQL and the same JSON as the stations service, and nothing else: no validation, auth, logging,
// request ids, metrics or ORM. The gap between this and the real service is what those cost.
//   DATABASE_URL=... PORT=... node bench/baseline-server.mjs
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SQL = `SELECT s.id, s.name, s.operator, s.latitude, s.longitude, s.address, s.chargers, s.amenities,
  s.operating_hours, s.photos, s.ratings, s.review_count, s.has_live_status, s.api_endpoint, s.created_at
  FROM "stations"."stations" s WHERE s.id = $1`;

const app = Fastify({ logger: false });
app.get('/api/stations/:id', async (request, reply) => {
  const { rows } = await pool.query(SQL, [Number(request.params.id)]);
  const r = rows[0];
  if (!r) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'not found' });
  return {
    id: r.id,
    name: r.name,
    operator: r.operator,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    address: r.address,
    chargers: r.chargers,
    amenities: r.amenities,
    operatingHours: r.operating_hours,
    photos: r.photos,
    ratings: Number(r.ratings),
    reviewCount: r.review_count,
    hasLiveStatus: r.has_live_status,
    apiEndpoint: r.api_endpoint,
    createdAt: new Date(r.created_at).toISOString(),
  };
});
app.get('/ready', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
