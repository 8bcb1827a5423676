import { integrationViews } from './integrations-view';

const OSM = ['https://*.tile.openstreetmap.org'];
const byName = (views: ReturnType<typeof integrationViews>) =>
  Object.fromEntries(views.map((v) => [v.name, v]));

describe('integrationViews', () => {
  it('lists the spec’s three integrations and the assistant, with payments simulated and no SMS', () => {
    const views = integrationViews({ languageModel: false, mapTileOrigins: OSM });
    expect(views.map((v) => [v.name, v.status])).toEqual([
      ['Payment gateway', 'Simulated'],
      ['Map services', 'Tiles only'],
      ['SMS', 'Not connected'],
      ['AI assistant', 'Not connected'],
    ]);
    expect(byName(views)['Map services']).toMatchObject({ provider: 'OpenStreetMap tiles' });
    expect(byName(views)['Map services'].detail).toContain('https://*.tile.openstreetmap.org');
    expect(byName(views)['AI assistant'].provider).toBe('Built-in offline assistant');
  });

  it('says the assistant uses a language model only when one is configured, and Unknown when not asked', () => {
    expect(
      byName(integrationViews({ languageModel: true, mapTileOrigins: OSM }))['AI assistant'],
    ).toMatchObject({ status: 'Connected', provider: 'OpenAI-compatible language model' });
    expect(
      byName(integrationViews({ languageModel: null, mapTileOrigins: OSM }))['AI assistant'].status,
    ).toBe('Unknown');
  });

  it('names another tile host as configured, and none as not connected', () => {
    const own = byName(
      integrationViews({ languageModel: false, mapTileOrigins: ['https://tiles.example.in'] }),
    );
    expect(own['Map services']).toMatchObject({ status: 'Tiles only', provider: 'Map tiles' });
    expect(own['Map services'].detail).toContain('https://tiles.example.in');
    const none = byName(integrationViews({ languageModel: false, mapTileOrigins: [] }));
    expect(none['Map services'].status).toBe('Not connected');
  });
});
