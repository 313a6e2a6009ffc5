import { execFile } from 'node:child_process'
import { access, chown, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Client } from 'pg'

const run = promisify(execFile)

/** Where Debian's postgresql-15 package puts the server's programs. */
export const debianPostgresBin = '/usr/lib/postgresql/15/bin'

/** A throwaway PostgreSQL server of a test run. */
export interface TestPostgres {
  /** Connection string of the server's `postgres` database (superuser, no password). */
  url: string
  /** Creates an empty database and answers its connection string; each suite takes its own. */
  createDatabase(name: string): Promise<string>
  /**
   * Ends every connection listening for stock notices, on every database, as a restart of the database or a cut
   * network would: how a test sees a server connect again. Answers how many it ended.
   */
  cutStockListeners(): Promise<number>
  /**
   * Ends every connection that holds an advisory lock (a server's claim to push a tenant's stock), as a cut network
   * would: how a test sees a server lose its claim and take it again. Answers how many it ended.
   */
  cutLockHolders(): Promise<number>
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>
}

/**
 * Starts a real PostgreSQL 15 for tests: a fresh cluster in a temporary folder, listening on 127.0.0.1 on a free
 * port with its socket in that folder, trusted local connections, fsync off. As root (initdb refuses root) it runs
 * as Debian's `postgres` user. Fails, never skips, when the programs are missing: CI installs postgresql-15.
 * @example
 * const postgres = await startTestPostgres()
 * const url = await postgres.createDatabase('contract')
 * await postgres.stop()
 */
export async function startTestPostgres(binDir: string = debianPostgresBin): Promise<TestPostgres> {
  await requireBinaries(binDir)
  const asUser = await runAsUser()
  const folder = await mkdtemp(join(tmpdir(), 'forecourt-postgres-'))
  const dataDir = join(folder, 'data')
  const socketDir = join(folder, 'socket')
  const logFile = join(folder, 'server.log')
  const pgCtl = (args: string[]) => exec(asUser, join(binDir, 'pg_ctl'), ['-D', dataDir, ...args])
  try {
    await mkdir(socketDir)
    if (asUser) await chownTree(folder, asUser)
    await exec(asUser, join(binDir, 'initdb'), [
      ...['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    ])
    const port = await startOnFreePort((candidate) => {
      const settings = `-c listen_addresses=127.0.0.1 -c port=${candidate} -c unix_socket_directories=${socketDir} -c fsync=off`
      return pgCtl(['-l', logFile, '-w', '-t', '60', '-o', settings, 'start'])
    }, logFile)
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`
    let stopped = false
    return {
      url,
      createDatabase: async (name) => {
        if (!/^[a-z][a-z0-9_]*$/.test(name))
          throw new Error(`Use a plain lower-case database name, not "${name}"`)
        const client = new Client({ connectionString: url })
        await client.connect()
        try {
          await client.query(`CREATE DATABASE ${name}`)
        } finally {
          await client.end()
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`
      },
      cutStockListeners: () =>
        endBackends(
          url,
          "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query LIKE 'LISTEN forecourt_stock%'",
        ),
      cutLockHolders: () =>
        endBackends(
          url,
          "SELECT pg_terminate_backend(pid) AS ended FROM (SELECT DISTINCT pid FROM pg_locks WHERE locktype = 'advisory' AND granted) AS holders",
        ),
      stop: async () => {
        if (stopped) return
        stopped = true
        await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined)
        await rm(folder, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined)
    await rm(folder, { recursive: true, force: true })
    throw error
  }
}

async function requireBinaries(binDir: string): Promise<void> {
  for (const program of ['initdb', 'pg_ctl', 'postgres']) {
    try {
      await access(join(binDir, program))
    } catch {
      throw new Error(
        `PostgreSQL 15 is not installed (${join(binDir, program)} is missing): install Debian's postgresql-15 ` +
          '(apt-get install postgresql-15), as CI does, to run the PostgreSQL storage tests.',
      )
    }
  }
}

type SystemUser = { name: string; uid: number; gid: number }

/** Root runs the server as `postgres`; anyone else runs it as themselves. */
async function runAsUser(): Promise<SystemUser | null> {
  if (process.getuid?.() !== 0) return null
  const passwd = await readFile('/etc/passwd', 'utf8')
  const entry = passwd
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres')
  if (!entry) {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no "postgres" system user to run it as: install Debian\'s ' +
        'postgresql-15 (it creates the user), or run the tests as an ordinary user.',
    )
  }
  return { name: 'postgres', uid: Number(entry[2]), gid: Number(entry[3]) }
}

async function chownTree(folder: string, user: SystemUser): Promise<void> {
  await chown(folder, user.uid, user.gid)
  await chown(join(folder, 'socket'), user.uid, user.gid)
}

async function exec(asUser: SystemUser | null, program: string, args: string[]): Promise<void> {
  const [file, fileArgs] = asUser ? ['runuser', ['-u', asUser.name, '--', program, ...args]] : [program, args]
  // pg_ctl's server keeps running after pg_ctl exits; its output goes to the log file, not to this pipe.
  await run(file, fileArgs, { cwd: tmpdir(), timeout: 90_000 })
}

/**
 * Starts the server on a port that was free a moment ago. PostgreSQL cannot be given port 0, so the port is found
 * first and is free for any process until the server binds it; test files run in parallel and their servers take
 * ports too. When one took it first, the start fails with "Address already in use" and is made again on another.
 */
async function startOnFreePort(start: (port: number) => Promise<void>, logFile: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const logBefore = (await readFile(logFile, 'utf8').catch(() => '')).length
    const failure = await start(port).then(
      () => null,
      async (error: unknown) => ({
        error,
        log: (await readFile(logFile, 'utf8').catch(() => '')).slice(logBefore),
      }),
    )
    if (!failure) return port
    if (attempt < 5 && failure.log.includes('Address already in use')) continue
    throw new Error(`PostgreSQL did not start: ${String(failure.error)}\n${failure.log}`)
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

/** Runs a `pg_terminate_backend` query on the server and answers how many connections it ended. */
async function endBackends(url: string, query: string): Promise<number> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ ended: boolean }>(query)
    return rows.filter((row) => row.ended).length
  } finally {
    await client.end()
  }
}
