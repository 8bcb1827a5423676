import { mergeOpenApi } from './openapi-merge';

describe('mergeOpenApi', () => {
  it('keeps every service path and every security scheme once', () => {
    const merged = mergeOpenApi([
      {
        paths: { '/api/auth/login': { post: {} } },
        components: { securitySchemes: { bearerAuth: { type: 'http' } } },
      },
      {
        paths: { '/api/stations': { get: {} } },
        components: { securitySchemes: { bearerAuth: { type: 'other' } } },
      },
      {},
    ]);
    expect(Object.keys(merged.paths ?? {})).toEqual(['/api/auth/login', '/api/stations']);
    expect(merged.components?.['securitySchemes']).toEqual({ bearerAuth: { type: 'http' } });
    expect(merged.info?.title).toBe('ChargeSetu API');
  });
});
