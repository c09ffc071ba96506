import { describe, expect, it } from 'vitest';
import { homeStockQuery, searchWords } from './listings.ts';

describe('homeStockQuery', () => {
  it("searches the dealer's newest model years, and nothing without a dealer or with listings disabled", () => {
    expect(homeStockQuery({ dealer: { id: 'd1' }, campaign: { disabledPages: [] } })).toEqual({
      dealerId: 'd1',
      sort: '-year',
      page: 1,
      pageSize: 3,
    });
    expect(homeStockQuery({ dealer: null, campaign: { disabledPages: [] } })).toBeNull();
    expect(homeStockQuery({ dealer: { id: 'd1' }, campaign: { disabledPages: ['listings'] } })).toBeNull();
  });
});

describe('searchWords', () => {
  it('lower-cases and splits the search box text, each word once', () => {
    expect(searchWords('  Toyota  CAMRY toyota ')).toEqual(['toyota', 'camry']);
    expect(searchWords("F-150 2.5 Rock'n")).toEqual(['f-150', '2.5', "rock'n"]);
    expect(searchWords('Señor Équinox')).toEqual(['señor', 'équinox']);
  });
  it('never keeps a SQL LIKE wildcard or escape character in a word', () => {
    expect(searchWords('100%_\\ camry%')).toEqual(['100', 'camry']);
    expect(searchWords('%%% ___')).toEqual([]);
  });
});
