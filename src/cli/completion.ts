/**
 * `robomatch completion bash|zsh`: a shell completion script generated from the commander
 * program itself, so every command, option and choice list stays in one place. zsh uses the
 * same function through bashcompinit (as npm's own completion does).
 */
import type { Command, Option } from 'commander'

/** The shells a script can be printed for. */
const SHELLS = ['bash', 'zsh'] as const
export type Shell = (typeof SHELLS)[number]

interface CommandNode {
  path: string
  subcommands: string[]
  options: string[]
}

/** Every command path (`''`, `keys`, `keys create`, …) with its subcommands and option flags. */
function walk(command: Command, path = ''): CommandNode[] {
  const options = command.options.flatMap((option: Option) => [option.long, option.short].filter((flag): flag is string => typeof flag === 'string'))
  const visible = command.commands.filter((sub) => sub.name() !== 'help')
  const node: CommandNode = { path, subcommands: visible.map((sub) => sub.name()), options: [...options, '--help'] }
  return [node, ...visible.flatMap((sub) => walk(sub, path ? `${path} ${sub.name()}` : sub.name()))]
}

/** Values of every option with a fixed list of choices, by flag (merged across commands). */
function choices(command: Command, found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const option of command.options) {
    if (option.long && option.argChoices) {
      const set = found.get(option.long) ?? new Set<string>()
      for (const choice of option.argChoices) set.add(choice)
      found.set(option.long, set)
    }
  }
  for (const sub of command.commands) choices(sub, found)
  return found
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/**
 * The completion script for `shell`.
 *
 * @example
 * process.stdout.write(completionScript('bash', program)) // then: source <(robomatch completion bash)
 */
export function completionScript(shell: Shell, program: Command): string {
  const nodes = walk(program)
  const globals = program.options.flatMap((option) => [option.long].filter((flag): flag is string => typeof flag === 'string'))
  const paths = nodes.map((node) => node.path).filter(Boolean)
  const cases = nodes
    .map((node) => {
      const words = [...node.subcommands, ...node.options, ...(node.path ? globals : [])]
      return `    ${quote(node.path)}) words=${quote([...new Set(words)].join(' '))} ;;`
    })
    .join('\n')
  const valueCases = [...choices(program)]
    .map(([flag, values]) => `    ${flag}) COMPREPLY=( $(compgen -W ${quote([...values].join(' '))} -- "$cur") ); return 0 ;;`)
    .join('\n')
  const fileFlags = ['--config', '--junit', '--out', '--profiles']
  const body = `# robomatch ${shell} completion. Load it with: source <(robomatch completion ${shell})
_robomatch() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" candidate words i
  local known="|${paths.join('|')}|"
  for ((i = 1; i < COMP_CWORD; i++)); do
    candidate="\${path:+$path }\${COMP_WORDS[i]}"
    case "$known" in *"|$candidate|"*) path="$candidate" ;; esac
  done
  case "$prev" in
${valueCases}
    ${fileFlags.join('|')}) COMPREPLY=( $(compgen -f -- "$cur") ); return 0 ;;
  esac
  case "$path" in
${cases}
  esac
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
  return 0
}
complete -o default -F _robomatch robomatch
`
  if (shell === 'bash') return body
  return `#compdef robomatch\nautoload -U +X bashcompinit && bashcompinit\n${body}`
}
