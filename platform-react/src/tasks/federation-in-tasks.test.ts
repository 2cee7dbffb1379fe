import federationInTasks from './federation-in-tasks';

type Step = (args: { id: string }) => Promise<unknown>;

/** The order in which a step continues, a microtask of the task that ran it, and a task queued before it. */
async function orderAround(step: Step): Promise<string[]> {
  const order: string[] = [];
  setTimeout(() => order.push('a task queued before'), 0);
  const continued = step({ id: 'campaigns/app' }).then(() => order.push('step continued'));
  void Promise.resolve().then(() => order.push('a microtask of the running task'));
  await continued;
  return order;
}

describe('federationInTasks', () => {
  const plugin = federationInTasks() as unknown as Record<'beforeLoadShare' | 'beforeInitContainer' | 'getModuleFactory', Step>;

  it.each(['beforeLoadShare', 'beforeInitContainer'] as const)('%s hands the runtime back what it was given', async (hook) => {
    const args = { id: 'react-dom' };
    await expect(plugin[hook](args)).resolves.toBe(args);
  });

  it('lets the container give its module itself (getModuleFactory gives none)', async () => {
    await expect(plugin.getModuleFactory({ id: 'campaigns/app' })).resolves.toBeUndefined();
  });

  it.each(['beforeLoadShare', 'beforeInitContainer', 'getModuleFactory'] as const)(
    '%s lets the runtime go on in a later task, not in the microtasks of the task that got there',
    async (hook) => {
      expect(await orderAround(plugin[hook])).toEqual(['a microtask of the running task', 'a task queued before', 'step continued']);
    },
  );
});
