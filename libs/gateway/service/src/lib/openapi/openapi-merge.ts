/** The parts of an OpenAPI 3 document the merge touches. */
export interface OpenApiDoc {
  openapi?: string;
  info?: { title: string; version: string };
  servers?: Array<{ url: string; description?: string }>;
  paths?: Record<string, unknown>;
  components?: Record<string, Record<string, unknown> | undefined>;
}

/**
 * Merges the services' documents into one for /api/docs. Paths never collide (each belongs to one
 * service); components are merged by name, the first definition winning.
 */
export function mergeOpenApi(docs: OpenApiDoc[]): OpenApiDoc {
  const merged: OpenApiDoc = {
    // The services' documents are OpenAPI 3.1 (server-kit's createServer).
    openapi: '3.1.0',
    info: { title: 'ChargeSetu API', version: '1.0.0' },
    servers: [{ url: '/' }],
    paths: {},
    components: {},
  };
  for (const doc of docs) {
    Object.assign(merged.paths as object, doc.paths ?? {});
    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      const target = (merged.components as Record<string, Record<string, unknown>>)[section] ?? {};
      for (const [name, value] of Object.entries(entries ?? {})) if (!(name in target)) target[name] = value;
      (merged.components as Record<string, Record<string, unknown>>)[section] = target;
    }
  }
  return merged;
}
