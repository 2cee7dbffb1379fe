/** The part of Web Storage the shell uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that lives in memory: the site still works when the browser refuses storage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

const PROBE_KEY = 'maple:storage-probe';

/**
 * The browser's storage when a test write works (spec section 5), otherwise memory.
 * `persistent` says which one it is: signing in needs real storage and cookies.
 */
export function openStorage(candidate: () => Storage | undefined): { storage: KeyValueStorage; persistent: boolean } {
  try {
    const storage = candidate();
    if (!storage) throw new Error('no storage');
    storage.setItem(PROBE_KEY, PROBE_KEY);
    const readBack = storage.getItem(PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    if (readBack !== PROBE_KEY) throw new Error('storage does not keep values');
    return { storage, persistent: true };
  } catch {
    return { storage: createMemoryStorage(), persistent: false };
  }
}
