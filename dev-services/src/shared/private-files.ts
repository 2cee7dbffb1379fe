import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders of the services' data: the owner's alone. */
const PRIVATE_DIR_MODE = 0o700;
/** Files of the services' data (databases, journals, photos, secrets): the owner's alone. */
export const PRIVATE_FILE_MODE = 0o600;

// What SQLite keeps beside a database file; it creates them with the database file's mode.
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * Makes a folder (and its missing parents) readable by the owner alone, and closes one an
 * earlier version left open. Whatever the umask says: signing keys and members' data live here.
 */
export function ensurePrivateDir(dir: string): void {
  const resolved = path.resolve(dir);
  const missing: string[] = [];
  for (let folder = resolved; !fs.existsSync(folder); folder = path.dirname(folder)) missing.push(folder);
  fs.mkdirSync(resolved, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir's mode passes through the umask; chmod does not.
  for (const folder of [...missing, resolved]) fs.chmodSync(folder, PRIVATE_DIR_MODE);
}

/**
 * Prepares a SQLite database file readable by the owner alone, before SQLite opens it: SQLite
 * gives its journals the database file's mode, so they are private too. An existing file and
 * its journals are closed to others as well.
 */
export function preparePrivateDatabaseFile(file: string): void {
  ensurePrivateDir(path.dirname(file));
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const candidate of [file, ...SQLITE_COMPANIONS.map((suffix) => `${file}${suffix}`)]) {
    if (fs.existsSync(candidate)) fs.chmodSync(candidate, PRIVATE_FILE_MODE);
  }
}

/** Closes the files of a folder (not its subfolders) to everyone but the owner. */
export function closeFilesOf(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) fs.chmodSync(path.join(dir, entry.name), PRIVATE_FILE_MODE);
  }
}

/**
 * The text of a private file, written with `create()` on first use (readable by the owner only,
 * whatever the umask; one an earlier version left open is closed). Two processes starting at
 * once agree: the file is written whole to a draft, then linked into place, which is atomic and
 * fails if another process got there first; the loser reads the winner's.
 */
export function readOrCreatePrivateFile(file: string, create: () => string): string {
  ensurePrivateDir(path.dirname(file));
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, create(), { mode: PRIVATE_FILE_MODE });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  fs.chmodSync(file, PRIVATE_FILE_MODE);
  return fs.readFileSync(file, 'utf8');
}
