import { link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'

/** The lock file a server keeps in its PGlite data folder while it runs, as PostgreSQL keeps postmaster.pid. */
export const lockFileName = 'forecourt-server.lock'

/** What a lock file says of the server that holds the folder. */
interface LockOwner {
  pid: number
  host: string
  /** When the process started, in clock ticks since boot (Linux), to tell a reused process id from the owner. */
  processStart: string | null
  startedAt: string
}

/** A held data folder; released when the storage closes. */
export interface DataDirLock {
  release(): Promise<void>
}

/**
 * Claims a PGlite data folder for this process. PGlite serves one process per folder, and two servers writing one
 * folder damage it, so a second server refuses to start, naming the one that runs. A lock left by a process that
 * no longer runs (killed, crashed) is taken over, as PostgreSQL does with postmaster.pid.
 * @example const lock = await lockDataDir('/srv/forecourt/.data'); …; await lock.release()
 */
export async function lockDataDir(
  folder: string,
  log: (message: string) => void = () => {},
): Promise<DataDirLock> {
  await mkdir(folder, { recursive: true })
  const file = join(folder, lockFileName)
  const mine: LockOwner = {
    pid: process.pid,
    host: hostname(),
    processStart: await processStart(process.pid),
    startedAt: new Date().toISOString(),
  }
  // A few rounds at most: each either creates the lock, refuses, or removes a stale one and tries again.
  for (let round = 0; round < 5; round++) {
    if (await createExclusive(file, JSON.stringify(mine))) {
      return {
        release: async () => {
          const owner = await readOwner(file)
          if (owner?.pid === mine.pid && owner.host === mine.host) await rm(file, { force: true })
        },
      }
    }
    const owner = await readOwner(file)
    if (owner && (await isRunning(owner))) throw new Error(inUseMessage(folder, owner))
    log(
      owner
        ? `storage: ${folder} was left locked by process ${owner.pid}, which no longer runs; taking it over`
        : `storage: ${folder} had an unreadable lock file; taking it over`,
    )
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  }
  throw new Error(`Could not lock the data folder ${folder}: another server keeps claiming it.`)
}

/** Creates the file with its whole content, or answers false when it exists (link is atomic and exclusive). */
async function createExclusive(file: string, content: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.${Date.now()}`
  await writeFile(draft, content)
  try {
    await link(draft, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    await rm(draft, { force: true })
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null
    return {
      pid: owner.pid,
      host: owner.host,
      processStart: typeof owner.processStart === 'string' ? owner.processStart : null,
      startedAt: typeof owner.startedAt === 'string' ? owner.startedAt : 'at an unknown time',
    }
  } catch {
    return null
  }
}

/**
 * Whether the lock's owner still runs. On another host nobody can tell, so it counts as running. A process id
 * the system gave to a new process since (its start time differs) is not the owner.
 */
async function isRunning(owner: LockOwner): Promise<boolean> {
  if (owner.host !== hostname()) return true
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  const start = await processStart(owner.pid)
  return owner.processStart === null || start === null || start === owner.processStart
}

/** A process's start time from /proc (Linux); null where the system does not say. */
async function processStart(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Field 22; the command name (field 2) is in parentheses and may hold spaces, so count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function inUseMessage(folder: string, owner: LockOwner): string {
  return (
    `The data folder ${folder} is in use by another Forecourt server (process ${owner.pid} on ${owner.host}, ` +
    `started ${owner.startedAt}). PGlite serves one process per folder: stop that server, give this one another ` +
    'DATA_DIR, or run several servers against one PostgreSQL with DATABASE_URL. If no server uses the folder, ' +
    `delete ${join(folder, lockFileName)}.`
  )
}
