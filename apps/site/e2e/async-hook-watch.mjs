// Test-only, loaded into the site server with `node --import` by the async-hooks journey (never by the site itself):
// appends a line to FORECOURT_E2E_ASYNC_HOOKS_FILE each time anything in the process runs an AsyncLocalStorage or
// enables an async hook. Either one, once on, makes Node 20 call a hook for every promise the process creates.
import { appendFileSync } from 'node:fs'
import asyncHooks from 'node:async_hooks'
import { syncBuiltinESMExports } from 'node:module'

const file = process.env.FORECOURT_E2E_ASYNC_HOOKS_FILE ?? ''
if (!file) throw new Error('async-hook-watch: set FORECOURT_E2E_ASYNC_HOOKS_FILE')

/** Records one use, with the caller's stack so a failure names who turned hooks on. */
const record = (what) => appendFileSync(file, `${what}\n${new Error().stack}\n\n`)

const storage = asyncHooks.AsyncLocalStorage.prototype
for (const method of ['run', 'enterWith']) {
  const original = storage[method]
  storage[method] = function watched(...args) {
    record(`AsyncLocalStorage.${method}`)
    return original.apply(this, args)
  }
}
const createHook = asyncHooks.createHook
asyncHooks.createHook = (callbacks) => {
  const hook = createHook(callbacks)
  const enable = hook.enable.bind(hook)
  hook.enable = () => {
    record('async_hooks.createHook(…).enable')
    return enable()
  }
  return hook
}
syncBuiltinESMExports()
