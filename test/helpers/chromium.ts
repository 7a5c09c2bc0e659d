/**
 * Debian's Chromium driven by playwright-core, shared by every browser test: nothing is
 * downloaded. The flags keep a headless root-run browser from reaching for the network.
 */
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const CHROMIUM = '/usr/bin/chromium'
export const HAS_CHROMIUM = existsSync(CHROMIUM)

/** Says loudly that `what` is skipped when Chromium is missing (CI installs it, so CI skips nothing). */
export function warnIfNoChromium(what: string): void {
  if (!HAS_CHROMIUM) console.warn(`\n*** ${what} SKIPPED: ${CHROMIUM} is missing (apt-get install -y chromium) ***\n`)
}

/** Launches headless Chromium with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No name resolves but the loopback's: a page (or the next hop of a redirect, which
      // Playwright's routes do not see) can never reach a real host, even where DNS works.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  })
}
