/**
 * The `robomatch` command line. Only commander is imported up front so `--help` starts fast;
 * every command loads its module (and inquirer, the server, storage or the engine) when run.
 *
 * Exit codes: 0 success, 1 failed checks or API/network errors, 2 usage errors.
 */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { EXIT, exitCodeOf, formatError, oneLine } from './errors.js'
import { parseHumanNumber, parseStrictNumber } from './numbers.js'
import { setWideTables } from './width.js'
import { stylesFor } from './style.js'
import { canonicalRegion } from './regions.js'
import { readPackageVersion } from './version.js'
// engine/tiers.js imports nothing at run time, so --help stays free of valibot.
import { TIERS } from '../engine/tiers.js'

const CATEGORIES = ['warehouse', 'cleaning', 'restaurant'] as const
const LEVELS = ['low', 'medium', 'high'] as const

function numberFlag(value: string): number {
  const number = parseHumanNumber(value)
  if (number === undefined) throw new InvalidArgumentError('Expected a number such as 22.5 or 3,000.')
  return number
}

/**
 * A parser for an option with fixed values that ignores case and `-` vs `_` (`--locale uk`,
 * `--service-style table-service`) and hands the command the canonical value; `aliases` maps
 * other spellings (lower case) to a value. Commander's own message lists the choices.
 */
function choiceFlag<T extends string>(choices: readonly T[], aliases: Record<string, T> = {}): (value: string) => T {
  return (value) => {
    const wanted = value.trim().toLowerCase().replace(/-/g, '_')
    const found = choices.find((choice) => choice.toLowerCase() === wanted) ?? aliases[wanted]
    if (found === undefined) throw new InvalidArgumentError(`Allowed choices are ${choices.join(', ')}.`)
    return found
  }
}

/** An option with fixed values, shown in help, matched case-insensitively. */
function choiceOption<T extends string>(flags: string, description: string, choices: readonly T[], aliases?: Record<string, T>): Option {
  return new Option(flags, description).choices(choices).argParser(choiceFlag(choices, aliases))
}

function concurrencyFlag(value: string): number {
  const number = parseStrictNumber(value)
  if (number === undefined || !Number.isInteger(number) || number < 1 || number > 64) {
    throw new InvalidArgumentError('Expected a whole number from 1 to 64.')
  }
  return number
}

function regionFlag(value: string): string {
  if (!/^[A-Za-z]{2}$/.test(value.trim())) throw new InvalidArgumentError('Expected a two-letter region code such as US.')
  return canonicalRegion(value)
}

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`

/** Adds `--api/--key/--local/--tier/--config` (how match, vendors, home and replay reach the API). */
function addConnectionOptions(command: Command): Command {
  return command
    .addOption(new Option('--api <url>', 'API base URL, with or without /api/v1 (default: $ROBOMATCH_API_URL)'))
    .addOption(new Option('--key <key>', 'API key for --api (default: $ROBOMATCH_API_KEY)'))
    .addOption(new Option('--local', 'answer in-process with the bundled engine; the default when neither --api nor ROBOMATCH_API_URL is set').conflicts('api'))
    .addOption(choiceOption('--tier <tier>', 'tier of the --local key (default: pro)', TIERS))
    .addOption(new Option('--config <file>', 'config file whose tier limits and catalogs --local uses'))
}

/** Builds the commander program; `setExit` receives each action's exit code. */
function buildProgram(setExit: (code: number) => void): Command {
  const program = new Command('robomatch')
  program
    .description('Robot matching API kit: serve the API, match robots, manage keys, replay fixtures, check conformance and catalogs.')
    .version(readPackageVersion(), '-v, --version', 'print the version')
    .option('--wide', 'tables keep every column at full width instead of fitting the terminal')
    .option('--debug', 'print stack traces of errors')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true })
    .exitOverride()
    .configureOutput({
      writeOut: (text) => process.stdout.write(text),
      writeErr: (text) => process.stderr.write(text),
      outputError: (text, write) => write(`${oneLine(text).replace(/^error:/, stylesFor(process.stderr).red('error:'))}\n`),
    })
    .addHelpText(
      'after',
      examples(
        'robomatch serve --storage fs:./.robomatch',
        'robomatch match --category warehouse --facility-size-sq-m 8000',
        'robomatch replay mocks/profiles --local',
        'robomatch <command> --help',
      ),
    )

  const storageOption = () => new Option('--storage <spec>', 'memory | fs:DIR | redis://URL (default: $ROBOMATCH_STORAGE, config, memory)')
  const configOption = () => new Option('--config <file>', 'config file (default: ./robomatch.config.json, $ROBOMATCH_CONFIG)')

  program
    .command('serve')
    .description('serve the API under /api/v1 (prints the URL and, on empty storage, a starter and a pro key)')
    .option('--port <port>', 'port to listen on; 0 picks a free one (default: $ROBOMATCH_PORT, config, 8787)')
    .option('--host <host>', 'interface to bind; 0.0.0.0 for every interface (default: config, 127.0.0.1)')
    .addOption(storageOption())
    .addOption(configOption())
    .option('--mock', 'mock mode: memory storage (so not with --storage), any rm_test_<tier>_… key, Prefer: code=… simulation')
    .option('--origin <url>', 'public origin of click links (default: $ROBOMATCH_ORIGIN, config, the address listened on)')
    .option(
      '--trust-proxy',
      'behind a reverse proxy: click links follow X-Forwarded-Host / X-Forwarded-Proto, limits and logs the right-most X-Forwarded-For entry',
    )
    .option('--quiet', 'no request log (one line per request: method, path, status, ms, key prefix)')
    .option('--no-site', 'serve the API only, without the website at /')
    .option('--workers <n>', 'worker processes sharing the port (node:cluster); needs Redis storage, which holds their one set of limits')
    .option('--metrics', 'Prometheus text at /metrics (bearer token: $ROBOMATCH_METRICS_TOKEN); default: config, off (404)')
    .addOption(new Option('--log-format <format>', 'request log: human (default) or json, one object per line with a request id').choices(['human', 'json']))
    .addHelpText(
      'after',
      examples(
        'robomatch serve',
        'robomatch serve --port 9000 --storage fs:./.robomatch',
        'robomatch serve --mock --port 0',
        'ROBOMATCH_STORAGE=redis://127.0.0.1:6379 robomatch serve --host 0.0.0.0',
        'robomatch serve --host 0.0.0.0 --metrics --log-format json',
      ),
    )
    .action(async (options: import('./serve.js').ServeOptions) => {
      const { serveCommand } = await import('./serve.js')
      await serveCommand(options)
      setExit(EXIT.ok)
    })

  const keys = program
    .command('keys')
    .description('create, show, rotate, revoke and list API keys on the configured storage')
    .addHelpText(
      'after',
      examples(
        'robomatch keys create --tier pro --storage fs:./.robomatch',
        'robomatch keys list --storage fs:./.robomatch',
        'robomatch keys show rm_live_AbC1 --storage fs:./.robomatch',
        'robomatch keys rotate rm_live_AbC1 --storage fs:./.robomatch',
        'robomatch keys revoke rm_live_AbC1 --storage fs:./.robomatch',
      ),
    )
  keys
    .command('create')
    .description('create a subscription and print its new key, alone, on stdout')
    .addOption(choiceOption('--tier <tier>', 'tier of the new key', TIERS).makeOptionMandatory())
    .addOption(storageOption())
    .addOption(configOption())
    .addHelpText(
      'after',
      examples('robomatch keys create --tier starter --storage fs:./.robomatch', 'KEY=$(robomatch keys create --tier pro --storage redis://127.0.0.1:6379)'),
    )
    .action(async (options: { tier: (typeof TIERS)[number]; storage?: string; config?: string }) => {
      const { keysCreateCommand } = await import('./keys.js')
      setExit(await keysCreateCommand(options))
    })

  const keyArgument = '<key-or-prefix>'
  const keyArgumentHelp = 'the full key, or its prefix as `keys list` shows it (rm_live_AbC1, with or without …)'
  keys
    .command('show')
    .description("one key: prefix, tier, status, created, this month's matches (never the full key)")
    .argument(keyArgument, keyArgumentHelp)
    .addOption(storageOption())
    .addOption(configOption())
    .option('--json', 'print {prefix, tier, status, createdAt, usedThisMonth, period} as JSON')
    .addHelpText('after', examples('robomatch keys show rm_live_AbC1 --storage fs:./.robomatch'))
    .action(async (key: string, options: { storage?: string; config?: string; json?: boolean }) => {
      const { keysShowCommand } = await import('./keys.js')
      setExit(await keysShowCommand(key, options))
    })

  keys
    .command('rotate')
    .description('replace a key: prints the new key; the old one stops working at once, usage carries over')
    .argument(keyArgument, keyArgumentHelp)
    .addOption(storageOption())
    .addOption(configOption())
    .addHelpText(
      'after',
      examples('robomatch keys rotate rm_live_AbC1 --storage fs:./.robomatch', 'robomatch keys rotate rm_live_AbC1… --storage fs:./.robomatch'),
    )
    .action(async (key: string, options: { storage?: string; config?: string }) => {
      const { keysRotateCommand } = await import('./keys.js')
      setExit(await keysRotateCommand(key, options))
    })

  keys
    .command('revoke')
    .description('revoke a key: it answers 401 from now on, on every server sharing the storage')
    .argument(keyArgument, keyArgumentHelp)
    .addOption(storageOption())
    .addOption(configOption())
    .addHelpText('after', examples('robomatch keys revoke rm_live_AbC1 --storage fs:./.robomatch'))
    .action(async (key: string, options: { storage?: string; config?: string }) => {
      const { keysRevokeCommand } = await import('./keys.js')
      setExit(await keysRevokeCommand(key, options))
    })

  keys
    .command('list')
    .description("list keys: prefix, tier, status, creation date and this month's matches (never full keys)")
    .addOption(storageOption())
    .addOption(configOption())
    .option('--json', 'print a JSON array of {prefix, tier, status, createdAt, usedThisMonth}')
    .addHelpText('after', examples('robomatch keys list --storage fs:./.robomatch', 'robomatch keys list --json --storage fs:./.robomatch'))
    .action(async (options: { storage?: string; config?: string; json?: boolean }) => {
      const { keysListCommand } = await import('./keys.js')
      setExit(await keysListCommand(options))
    })

  const match = program
    .command('match')
    .description('recommend a business robot type, acquisition model and vendors (POST /match); on a terminal without --category, asks its questions')
    .addOption(choiceOption('--category <category>', 'business category', CATEGORIES))
    .addOption(new Option('--facility-size-sq-m <m2>', 'warehouse: facility size in m²').argParser(numberFlag))
    .addOption(new Option('--floor-area-sq-m <m2>', 'cleaning: floor area to clean in m²').argParser(numberFlag))
    .addOption(new Option('--seats-per-day <covers>', 'restaurant: covers (guests served) per day').argParser(numberFlag))
    .addOption(choiceOption('--handling-unit <unit>', 'warehouse: what is picked or moved', ['each', 'case', 'pallet']))
    .addOption(new Option('--orders-per-day <orders>', 'warehouse: orders shipped per day').argParser(numberFlag))
    .addOption(new Option('--lines-per-order <lines>', 'warehouse picking: order lines per order, 1–1,000 (default 2)').argParser(numberFlag))
    .addOption(choiceOption('--floor-type <type>', 'cleaning: floor to clean', ['hard', 'carpet', 'mixed']))
    .addOption(choiceOption('--service-style <style>', 'restaurant: how food reaches guests', ['table_service', 'counter_service', 'self_service']))
    .addOption(
      choiceOption('--kitchen-task <task>', 'restaurant: what a kitchen robot should do', [
        'frying',
        'cooking',
        'assembly',
        'dishwashing',
        'sushi',
        'drinks',
        'meal_production',
      ]),
    )
    .addOption(new Option('--carpet-share <share>', 'cleaning, mixed floors: share that is carpet, 0–1 (default 0.5)').argParser(numberFlag))
    .addOption(new Option('--cleanings-per-day <times>', 'cleaning: times a day the floor is cleaned, 1–12 (default 1)').argParser(numberFlag))
    .addOption(new Option('--labor-cost-per-hour <amount>', "labour cost per hour, in --currency (default: the region's)").argParser(numberFlag))
    .addOption(
      new Option('--currency <code>', "ISO 4217 currency of the labour cost and the answer, e.g. EUR (default: the region's)").argParser((value: string) =>
        value.toUpperCase(),
      ),
    )
    .addOption(new Option('--hours-per-day <hours>', 'operating hours per day, 0.5–24').argParser(numberFlag))
    .addOption(new Option('--days-per-week <days>', 'operating days per week, 1–7').argParser(numberFlag))
    .addOption(choiceOption('--staffing-pressure <level>', 'how hard staffing is', LEVELS))
    .addOption(choiceOption('--budget-preference <pref>', 'budget preference', ['low_upfront', 'balanced', 'maximize_long_term_roi']))
    .addOption(choiceOption('--acquisition-preference <pref>', 'preferred acquisition', ['open', 'buy', 'lease', 'raas']))
    .addOption(choiceOption('--tech-readiness <level>', 'technical readiness of the team', LEVELS))
    .addOption(new Option('--region <code>', 'two-letter region code, e.g. US').argParser(regionFlag))
    .option('--json', "print only the API's JSON response on stdout (never prompts)")
    .option('--interactive', 'on a terminal, ask for every field the flags left out')
    .option('--no-interactive', 'never prompt, even on a terminal without --category')
  addConnectionOptions(match)
    .addHelpText(
      'after',
      examples(
        'robomatch match',
        'robomatch match --category warehouse --facility-size-sq-m 8000 --labor-cost-per-hour 22',
        'robomatch match --category cleaning --floor-area-sq-m 12000 --hours-per-day 8 --json',
        'robomatch match --category restaurant --seats-per-day 400 --api http://127.0.0.1:8787 --key rm_live_…',
      ),
    )
    .action(async (options: import('./match.js').MatchOptions) => {
      const { matchCommand } = await import('./match.js')
      setExit(await matchCommand(options))
    })

  const vendors = program
    .command('vendors')
    .description('list the vendors of a category serving a region (GET /vendors)')
    .addOption(choiceOption('--category <category>', 'business category', CATEGORIES).makeOptionMandatory())
    .addOption(new Option('--region <code>', 'two-letter region code (default: US)').argParser(regionFlag))
    .option('--json', "print only the API's JSON response on stdout")
  addConnectionOptions(vendors)
    .addHelpText('after', examples('robomatch vendors --category warehouse', 'robomatch vendors --category cleaning --region GB --json'))
    .action(async (options: import('./vendors.js').VendorsOptions) => {
      const { vendorsCommand } = await import('./vendors.js')
      setExit(await vendorsCommand(options))
    })

  const home = program
    .command('home')
    .description('recommend a home robot vacuum (POST /home/match); on a terminal without any flag, asks its questions')
    .addOption(new Option('--floor-area-sq-m <m2>', 'floor area to vacuum in m²').argParser(numberFlag))
    .addOption(choiceOption('--floor-type <type>', 'main floor type', ['hard', 'carpet', 'mixed']))
    .option('--pets', 'there are pets at home')
    .option('--no-pets', 'no pets')
    .addOption(new Option('--budget-usd <usd>', 'budget in USD, e.g. 600 or $600').argParser(numberFlag))
    .addOption(
      new Option('--budget-gbp <gbp>', "budget in GBP, e.g. 450 or £450; sent as USD at the catalog's documented rate")
        .argParser(numberFlag)
        .conflicts('budgetUsd'),
    )
    .option('--mopping', 'it should mop as well')
    .option('--no-mopping', 'no mopping needed')
    .option('--self-emptying', 'wants a self-emptying dock')
    .option('--no-self-emptying', 'no self-emptying dock needed')
    .addOption(choiceOption('--locale <locale>', 'retailer links and currency, US or UK, any case (default: US)', ['US', 'UK'], { gb: 'UK' }))
    .option('--json', "print only the API's JSON response on stdout (never prompts)")
    .option('--interactive', 'on a terminal, ask for every field the flags left out')
    .option('--no-interactive', 'never prompt, even on a terminal without any flag')
  addConnectionOptions(home)
    .addHelpText(
      'after',
      examples(
        'robomatch home',
        'robomatch home --floor-area-sq-m 90 --floor-type mixed --pets --budget-usd 600',
        'robomatch home --locale uk --budget-gbp 450 --mopping --self-emptying --json',
      ),
    )
    .action(async (options: import('./home.js').HomeOptions) => {
      const { homeCommand } = await import('./home.js')
      setExit(await homeCommand(options))
    })

  const replay = program
    .command('replay')
    .description('send profile fixtures (a file or a folder of *.json) and check their expectations; exit 1 on any failure')
    .argument('<file-or-dir>', 'a fixture file or a folder of fixtures')
    .addOption(new Option('--concurrency <n>', 'requests in flight, 1–64').argParser(concurrencyFlag).default(4))
    .option('--json', 'print only {results, summary} as JSON on stdout')
    .option('--junit <file>', 'also write a JUnit XML report')
    .option('--no-wait', 'count a 429 as a failure instead of waiting Retry-After seconds and retrying')
  addConnectionOptions(replay)
    .addHelpText(
      'after',
      examples(
        'robomatch replay mocks/profiles',
        'robomatch replay mocks/profiles --api http://127.0.0.1:8787 --key rm_live_… --concurrency 8',
        'robomatch replay my-fixture.json --local --tier starter --junit reports/replay.xml',
      ) + '\nWith --local, rate limits and quotas are lifted so a large folder never waits.\n',
    )
    .action(async (target: string, options: import('./replay.js').ReplayOptions) => {
      const { replayCommand } = await import('./replay.js')
      setExit(await replayCommand(target, options))
    })

  program
    .command('conformance')
    .description('check a running server against the API contract; exit 1 on any failed check')
    .option('--api <url>', 'API base URL, with or without /api/v1 (default: $ROBOMATCH_API_URL)')
    .option('--key <key>', 'a starter or pro key (default: $ROBOMATCH_API_KEY)')
    .option('--pro-key <key>', 'a pro key, to check pro-only fields as well')
    .option('--json', 'print only the results as JSON on stdout')
    .option('--junit <file>', 'also write a JUnit XML report')
    .option('--exhaust-rate-limit', "also spend the key's minute window to check 429 handling")
    .addHelpText(
      'after',
      examples(
        'robomatch conformance --api http://127.0.0.1:8787 --key rm_live_…',
        'robomatch conformance --api https://robots.example.com --key $STARTER --pro-key $PRO --junit reports/conformance.xml',
      ),
    )
    .action(async (options: { api?: string; key?: string; proKey?: string; json?: boolean; junit?: string; exhaustRateLimit?: boolean }) => {
      const api = options.api ?? (process.env.ROBOMATCH_API_URL || undefined)
      const key = options.key ?? (process.env.ROBOMATCH_API_KEY || undefined)
      const { UsageError } = await import('./errors.js')
      if (!api) throw new UsageError('missing --api URL (or ROBOMATCH_API_URL): conformance checks a running server')
      if (!key) throw new UsageError('missing --key (or ROBOMATCH_API_KEY): conformance needs a key for the server')
      const { conformanceCommand } = await import('./conformance.js')
      setExit(await conformanceCommand({ ...options, api, key }))
    })

  const mocks = program
    .command('mocks')
    .description('MSW mocks for integrators')
    .addHelpText('after', examples('robomatch mocks export --out test/mocks --tier starter'))
  mocks
    .command('export')
    .description('write a standalone MSW handlers module (and profile fixtures) into a folder')
    .requiredOption('--out <dir>', 'folder to write into')
    .addOption(choiceOption('--tier <tier>', 'tier the handlers answer as (default: pro)', TIERS))
    .option('--base-url <url>', 'API base URL the handlers intercept')
    .option('--profiles <dir>', 'profile fixtures to include (default: the package mocks/profiles)')
    .addHelpText(
      'after',
      examples('robomatch mocks export --out test/mocks', 'robomatch mocks export --out mocks --tier starter --base-url https://api.example.com/api/v1'),
    )
    .action(async (options: { out: string; tier?: string; baseUrl?: string; profiles?: string }) => {
      const { mocksExportCommand } = await import('./mocks-export.js')
      setExit(await mocksExportCommand(options))
    })

  const catalog = program
    .command('catalog')
    .description('check catalog data before it ships')
    .addHelpText('after', examples('robomatch catalog check', 'robomatch catalog check ./my-catalogs --json'))
  catalog
    .command('check')
    .description(
      'check a catalogs folder: schemas, sources, duplicate ids, dates; exit 1 on errors. Warnings (entries unchecked for over 12 months, home vacuums without a UK price, countries a category does not cover) fail only with --strict',
    )
    .argument('[dir]', "the folder holding the catalog files (default: the package's own catalogs)")
    .option('--json', 'print the report {ok, catalogVersion, counts, errors, warnings, coverage} as JSON on stdout')
    .option('--today <date>', 'judge dates against this day, YYYY-MM-DD (default: today)')
    .option('--strict', 'warnings fail the check too')
    .option('--coverage', 'also print active vendors per country and category')
    .addHelpText(
      'after',
      examples('robomatch catalog check', 'robomatch catalog check ./my-catalogs --strict', 'robomatch catalog check --json --today 2027-06-01'),
    )
    .action(async (dir: string | undefined, options: import('./catalog-check.js').CatalogCheckOptions) => {
      const { catalogCheckCommand } = await import('./catalog-check.js')
      setExit(await catalogCheckCommand(dir, options))
    })

  const billing = program.command('billing').description('Stripe billing: try the checkout flow against a running server with signed test events')
  const simulate = billing
    .command('simulate')
    .description('post a Stripe-shaped event, signed with the configured webhook secret, to a running server')
    .addHelpText(
      'after',
      examples(
        'STRIPE_WEBHOOK_SECRET=whsec_test robomatch billing simulate checkout --tier pro --api http://127.0.0.1:8787',
        'robomatch billing simulate cancel --subscription sub_… --api http://127.0.0.1:8787',
      ),
    )
  simulate
    .command('checkout')
    .description("a paid checkout.session.completed of the tier's payment link; prints the success page URL")
    .addOption(choiceOption('--tier <tier>', 'tier whose configured payment link was bought', TIERS).makeOptionMandatory())
    .option('--api <url>', 'the server (default ROBOMATCH_API_URL, else http://127.0.0.1:8787)')
    .option('--payment-link <id>', "payment link id (plink_…) instead of the tier's configured one")
    .option('--secret-env <name>', "environment variable with the webhook secret (default: the config's billing.stripe.webhookSecretEnv)")
    .addOption(configOption())
    .option('--json', "print the event ids, the success page URL and the server's answer as JSON")
    .action(async (options: { tier: (typeof TIERS)[number]; api?: string; paymentLink?: string; secretEnv?: string; config?: string; json?: boolean }) => {
      const { simulateCheckoutCommand } = await import('./billing.js')
      setExit(await simulateCheckoutCommand(options))
    })
  simulate
    .command('cancel')
    .description('a customer.subscription.deleted for a Stripe subscription id (as printed by simulate checkout)')
    .requiredOption('--subscription <id>', 'Stripe subscription id (sub_…)')
    .option('--api <url>', 'the server (default ROBOMATCH_API_URL, else http://127.0.0.1:8787)')
    .option('--secret-env <name>', "environment variable with the webhook secret (default: the config's billing.stripe.webhookSecretEnv)")
    .addOption(configOption())
    .option('--json', "print the event id and the server's answer as JSON")
    .action(async (options: { subscription: string; api?: string; secretEnv?: string; config?: string; json?: boolean }) => {
      const { simulateCancelCommand } = await import('./billing.js')
      setExit(await simulateCancelCommand(options))
    })

  program
    .command('completion')
    .description('print a shell completion script for bash or zsh')
    .argument('<shell>', 'bash or zsh', choiceFlag(['bash', 'zsh'] as const))
    .addHelpText(
      'after',
      examples('source <(robomatch completion bash)', 'robomatch completion bash >> ~/.bashrc', 'robomatch completion zsh > "${fpath[1]}/_robomatch"') +
        '\nIn a clone, put the package on your PATH first: `npm link`, or alias robomatch="node $PWD/bin/robomatch.js".\n',
    )
    .action(async (shell: 'bash' | 'zsh') => {
      const { completionScript } = await import('./completion.js')
      process.stdout.write(completionScript(shell, program))
      setExit(EXIT.ok)
    })

  return program
}

/** Exit code for a commander exit: help/version 0, any parse problem 2. */
function commanderExitCode(error: CommanderError): number {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.ok
  if (error.code === 'commander.help' || error.code === 'commander.executeSubCommandAsync') {
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage
  }
  return EXIT.usage
}

/**
 * Runs the CLI and resolves with the exit code (it never calls `process.exit`).
 *
 * @example
 * process.exitCode = await main(['node', 'robomatch', 'vendors', '--category', 'cleaning'])
 */
export async function main(argv: string[] = process.argv): Promise<number> {
  const debug = argv.includes('--debug')
  setWideTables(argv.includes('--wide'))
  let exitCode: number = EXIT.ok
  const program = buildProgram((code) => {
    exitCode = code
  })
  try {
    await program.parseAsync(argv)
  } catch (error) {
    if (error instanceof CommanderError) return commanderExitCode(error)
    const paint = stylesFor(process.stderr)
    for (const line of formatError(error, debug)) process.stderr.write(`${line.replace(/^error:/, paint.red('error:'))}\n`)
    return exitCodeOf(error)
  }
  return exitCode
}

function isEntryPoint(): boolean {
  if (!process.argv[1]) return false
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

// No top-level await: command modules import helpers from this module, and awaiting here
// would make those imports wait for the command itself (a module-cycle deadlock).
if (isEntryPoint()) {
  void main().then((code) => {
    process.exitCode = code
  })
}
