/** Reads a storage key; null when storage is blocked (private modes, disabled cookies) or the key is absent. */
export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes a storage key; does nothing when storage is blocked (what it remembers is only a saving). */
export function writeStored(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Blocked storage: the next visit asks the API again, which is all this saves.
  }
}
