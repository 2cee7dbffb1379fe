import { focusManager, QueryObserver } from '@tanstack/react-query';
import { createSiteQueryClient } from './query-client';

describe('createSiteQueryClient', () => {
  it('hears when the tab is back: a shown answer that is stale is asked again', async () => {
    const client = createSiteQueryClient();
    const queryFn = jest.fn(async () => 'answer');
    const observer = new QueryObserver(client, { queryKey: ['shown'], queryFn, staleTime: 0 });
    const stop = observer.subscribe(() => undefined);
    await observer.refetch();
    const before = queryFn.mock.calls.length;

    focusManager.setFocused(false);
    focusManager.setFocused(true);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryFn.mock.calls.length).toBe(before + 1);
    stop();
    client.unmount();
  });
});
