import { rowsOf } from './query-rows';

describe('rowsOf', () => {
  it('reads the rows of an UPDATE … RETURNING ([rows, count]) and of a SELECT (rows)', () => {
    expect(rowsOf([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(rowsOf([{ id: 2 }, { id: 3 }])).toEqual([{ id: 2 }, { id: 3 }]);
    expect(rowsOf([[], 0])).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
