// @ts-check
/**
 * How every test and check starts Chromium on our machines: Debian's build (never a downloaded one), headless, with
 * no sandbox, GPU, background networking, component updates, sync or first-run work, and no QUIC (the test servers
 * speak HTTP/1.1 on 127.0.0.1). Pass the result to playwright-core's `chromium.launch`; a fresh profile comes with it.
 * @returns {{ executablePath: string; headless: true; args: string[] }}
 * @example const browser = await chromium.launch(chromiumLaunchOptions())
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  }
}
