// What every bench shares: the production server started on a free port with its own data folder, a timed GET and
// percentiles.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The site app's folder. */
export const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The value at a percentile of sorted numbers (nearest rank).
 * @param {number[]} sorted
 * @param {number} p
 */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/**
 * One GET on loopback, timed from the request to the answer's last byte, with the bytes that crossed the wire.
 * @param {number} port
 * @param {string} path
 * @param {string} [host] the Host header (a tenant's *.localhost name); localhost:port by default
 * @param {Record<string, string>} [headers] more request headers (`accept-encoding`, say)
 * @returns {Promise<{ status: number | undefined, ms: number, bytes: number, body: Buffer, encoding: string | undefined }>}
 */
export const get = (port, path, host = `localhost:${port}`, headers = {}) =>
  new Promise((done, fail) => {
    const started = process.hrtime.bigint()
    const req = request({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        done({
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          bytes: body.length,
          body,
          encoding: res.headers['content-encoding'],
        })
      })
    })
    req.on('error', fail)
    req.end()
  })

/**
 * Starts the built production server (dist/server/server.js) on a port it picks, with a fresh data folder, and
 * answers once it says where it serves. `beforeStart` gets the data folder first (to make a stock API token in it);
 * `env` adds to the server's environment.
 * @param {{ beforeStart?: (dataDir: string) => Promise<void>, env?: Record<string, string> }} [options]
 * @returns {Promise<{ port: number, stop(): Promise<void> }>}
 */
export async function startBenchServer(options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'))
  await options.beforeStart?.(dataDir)
  const server = spawn(process.execPath, [join(appDir, 'dist/server/server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CRM_SINK_DIR: join(dataDir, 'crm'),
      IMAGE_CACHE_DIR: join(dataDir, 'images'),
      TRUST_PROXY: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await new Promise((wait) => server.once('exit', wait))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const port = await new Promise((found, failed) => {
      let output = ''
      server.stdout.setEncoding('utf8')
      const read = (chunk) => {
        output += chunk
        const serving = /Forecourt is serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
        if (!serving) return
        server.stdout.off('data', read)
        found(Number(serving[1]))
      }
      server.stdout.on('data', read)
      server.once('exit', (code) =>
        failed(new Error(`the server ended (${code}) before it served:\n${output}`)),
      )
    })
    server.stdout.resume()
    return { port, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
