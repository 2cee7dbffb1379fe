import shareLoadsInTasks from './share-loads-in-tasks';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

describe('shareLoadsInTasks', () => {
  const beforeLoadShare = shareLoadsInTasks().beforeLoadShare as unknown as BeforeLoadShare;

  it('hands the runtime back what it was given', async () => {
    const args = { pkgName: 'react-dom' };
    await expect(beforeLoadShare(args)).resolves.toBe(args);
  });

  it('resolves a shared module in a later task, not in the microtasks of the task that asked for it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before it was asked'), 0);
    const resolved = beforeLoadShare({ pkgName: 'react' }).then(() => order.push('shared module resolved'));
    void Promise.resolve().then(() => order.push('a microtask of the asking task'));
    await resolved;
    expect(order).toEqual(['a microtask of the asking task', 'a task queued before it was asked', 'shared module resolved']);
  });
});
