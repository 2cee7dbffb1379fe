import { apiEndpoints } from './api-endpoints';
import { apiEndpointRefreshes, READS_ON_CLICK } from './api-endpoint-refreshes';

const ids = Object.keys(apiEndpoints) as (keyof typeof apiEndpoints)[];
const isRead = (id: string) => id in apiEndpoints && apiEndpoints[id as keyof typeof apiEndpoints].method === 'GET';

describe('apiEndpointRefreshes', () => {
  it('says, for every call that is not a read and for the reads made on a click, and only those, what it refreshes', () => {
    const changes = [...ids.filter((id) => !isRead(id)), ...READS_ON_CLICK];

    expect(Object.keys(apiEndpointRefreshes).sort()).toEqual([...changes].sort());
  });

  it('names only reads, none of them made on a click, and each once', () => {
    for (const refreshed of Object.values(apiEndpointRefreshes)) {
      const names: readonly string[] = refreshed;
      expect(names.filter((id) => !isRead(id) || (READS_ON_CLICK as readonly string[]).includes(id))).toEqual([]);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('refreshes the header’s balance after every change that moves points', () => {
    for (const id of ['issueReward', 'memberInteraction', 'completeSurvey', 'submitQuiz', 'uploadReceipt'] as const) {
      expect(apiEndpointRefreshes[id]).toContain('points');
    }
  });

  it('refreshes the header’s unread count after every change that reads or sends the member a message', () => {
    for (const id of ['readMessage', 'enrolCause', 'enrolCharityEligible'] as const) {
      expect(apiEndpointRefreshes[id]).toContain('messages');
    }
  });
});
