import { apiEndpoints } from '../api/api-endpoints';
import { isKeptForTheTab, KEPT_FOR_THE_TAB } from './kept-for-the-tab';

describe('KEPT_FOR_THE_TAB', () => {
  it('decides for every read of the API, and only for reads', () => {
    const reads = Object.entries(apiEndpoints)
      .filter(([, endpoint]) => endpoint.method === 'GET')
      .map(([id]) => id);

    expect(Object.keys(KEPT_FOR_THE_TAB).sort()).toEqual(reads.sort());
  });

  it('keeps the member’s and the site’s data for the tab', () => {
    for (const id of ['getProfile', 'points', 'history', 'messages', 'rewards', 'charityDetailsCount', 'library', 'causePages']) {
      expect(isKeptForTheTab(id)).toBe(true);
    }
  });

  it('never keeps the geo answer, a message read, a survey or quiz being answered, or the data export', () => {
    for (const id of ['geo', 'readMessage', 'survey', 'quiz', 'dataExport']) expect(isKeptForTheTab(id)).toBe(false);
  });

  it('keeps nothing it does not know: writes, unknown names and inherited properties', () => {
    for (const id of ['login', 'issueReward', 'nope', 'constructor', 'toString', 42, null]) expect(isKeptForTheTab(id)).toBe(false);
  });
});
