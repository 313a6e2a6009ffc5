import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir, lockFileName } from './data-dir-lock'

const folders: string[] = []
const tempFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'forecourt-lock-'))
  folders.push(folder)
  return folder
}
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** The id of a process that has ended: a child that ran and exited. */
function endedProcessId(): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
    child.once('error', fail)
    child.once('exit', () => (child.pid ? done(child.pid) : fail(new Error('no pid'))))
  })
}

describe('one process per PGlite folder', () => {
  it('a second claim on a held folder is refused, naming the holder and suggesting DATABASE_URL', async () => {
    const folder = await tempFolder()
    const held = await lockDataDir(folder)
    await expect(lockDataDir(folder)).rejects.toThrow(
      new RegExp(
        `^The data folder ${folder} is in use by another Forecourt server \\(process ${process.pid} on ` +
          `${hostname()}, started .+\\)\\. PGlite serves one process per folder: .*DATABASE_URL`,
      ),
    )
    await held.release()
  })

  it('the folder can be claimed again once released, and release removes only its own lock', async () => {
    const folder = await tempFolder()
    await (await lockDataDir(folder)).release()
    const again = await lockDataDir(folder)
    const owner = JSON.parse(await readFile(join(folder, lockFileName), 'utf8')) as { pid: number }
    expect(owner.pid).toBe(process.pid)
    await again.release()
    await expect(readFile(join(folder, lockFileName))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('a lock left by a process that no longer runs (killed) is taken over, and says so', async () => {
    const folder = await tempFolder()
    const pid = await endedProcessId()
    const stale = { pid, host: hostname(), processStart: null, startedAt: '2026-11-01T00:00:00.000Z' }
    await writeFile(join(folder, lockFileName), JSON.stringify(stale))
    const messages: string[] = []
    const lock = await lockDataDir(folder, (message) => messages.push(message))
    expect(messages).toEqual([
      `storage: ${folder} was left locked by process ${pid}, which no longer runs; taking it over`,
    ])
    await lock.release()
  })

  it('a lock whose process id now belongs to another process (started at another time) is taken over', async () => {
    const folder = await tempFolder()
    const reused = {
      pid: process.pid,
      host: hostname(),
      processStart: '1',
      startedAt: '2026-11-01T00:00:00Z',
    }
    await writeFile(join(folder, lockFileName), JSON.stringify(reused))
    const lock = await lockDataDir(folder)
    await lock.release()
  })

  it('an unreadable lock file is taken over', async () => {
    const folder = await tempFolder()
    await writeFile(join(folder, lockFileName), '{"pid":')
    const messages: string[] = []
    await (await lockDataDir(folder, (message) => messages.push(message))).release()
    expect(messages).toEqual([`storage: ${folder} had an unreadable lock file; taking it over`])
  })

  it('a lock held from another host is never taken over', async () => {
    const folder = await tempFolder()
    const remote = {
      pid: 1,
      host: 'another-host.example',
      processStart: null,
      startedAt: '2026-11-01T00:00:00Z',
    }
    await writeFile(join(folder, lockFileName), JSON.stringify(remote))
    await expect(lockDataDir(folder)).rejects.toThrow(
      '(process 1 on another-host.example, started 2026-11-01',
    )
  })
})
