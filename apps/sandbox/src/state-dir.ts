import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK = 'sandbox.lock';

/** Folders this process holds: two sandboxes of one process on one folder are refused like two processes. */
const heldHere = new Set<string>();

type Log = { error(message: string): void };

/** Whether a process of this pid is running (EPERM: it is, but not ours to signal). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedBy(lock: string): number | null {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the folder for this sandbox: one sandbox per folder, or the second would overwrite the
 * first's bookings and both would issue the same PNRs. A lock left by a process that died is taken over.
 */
function lock(dir: string) {
  const file = path.join(dir, LOCK);
  if (heldHere.has(dir)) throw new Error(`Another sandbox in this process keeps its state in ${dir}.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(dir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = lockedBy(file);
      if (pid !== null && pid !== process.pid && alive(pid))
        throw new Error(
          `Another sandbox (pid ${pid}) keeps its state in ${dir}: give this one its own SANDBOX_DATA_DIR, or stop that one.`,
        );
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}.`);
}

/**
 * The folder where a sandbox keeps what must outlive a restart (its bookings, its payments), one
 * JSON file each. A file is written whole to a temporary name and renamed over the old one, so a
 * sandbox killed mid-write leaves the previous file, never half of one. No fsync: a killed process
 * cannot lose a renamed file, and a power cut is not a sandbox's concern.
 */
export class StateDir {
  private constructor(readonly dir: string) {}

  static open(dir: string): StateDir {
    const resolved = path.resolve(dir);
    mkdirSync(resolved, { recursive: true });
    lock(resolved);
    return new StateDir(resolved);
  }

  /**
   * Hands `restore` the file's JSON, if there is a file. One that is not JSON, or that `restore`
   * refuses, is renamed aside (`<name>.unreadable-<time>`) and reported, and the sandbox starts
   * without it: a bad file is a message, never a sandbox that cannot start.
   */
  read(name: string, restore: (raw: unknown) => void, log: Log, nowMs: number): void {
    const file = path.join(this.dir, name);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      restore(JSON.parse(text));
    } catch (error) {
      const aside = `${file}.unreadable-${new Date(nowMs).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(file, aside);
      log.error(
        `Sandbox state ${file} could not be read (${error instanceof Error ? error.message : String(error)}); moved to ${aside}, starting without it. Counters start again: the platform flags any PNR or ticket it already holds.`,
      );
    }
  }

  write(name: string, value: unknown): void {
    const file = path.join(this.dir, name);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(value));
    renameSync(temporary, file);
  }

  close(): void {
    const file = path.join(this.dir, LOCK);
    if (lockedBy(file) === process.pid) rmSync(file, { force: true });
    heldHere.delete(this.dir);
  }
}
