import path from 'node:path';
import { describeDatabase, resolveDataDir } from './database-options';

describe('describeDatabase', () => {
  it('names host, port and database of a URL and never its password', () => {
    const text = describeDatabase({ url: 'postgres://app:s3cret@db.internal:6543/chargesetu' });
    expect(text).toBe('PostgreSQL at db.internal:6543/chargesetu');
    expect(text).not.toContain('s3cret');
  });

  it('fills in the default port', () => {
    expect(describeDatabase({ url: 'postgres://postgres@127.0.0.1/test' })).toBe(
      'PostgreSQL at 127.0.0.1:5432/test',
    );
  });

  it('describes the embedded database with its absolute folder, ./.data by default', () => {
    expect(describeDatabase({})).toBe(`embedded PostgreSQL (PGlite) in ${path.resolve('.data')}`);
    expect(describeDatabase({ dataDir: 'var/db' })).toBe(
      `embedded PostgreSQL (PGlite) in ${path.resolve('var/db')}`,
    );
    expect(resolveDataDir({ dataDir: '/abs/dir' })).toBe('/abs/dir');
  });

  it('does not echo an unparseable URL (it may hold a password)', () => {
    expect(describeDatabase({ url: 'not a url:secret' })).toBe('PostgreSQL at an unparseable DATABASE_URL');
  });
});
