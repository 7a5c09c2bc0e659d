/**
 * The economics as a picture: monthly labour saved against the robots' monthly cost under each
 * acquisition model, one row per figure. Labels and amounts are HTML text (they keep their
 * size at any width); only the bars are SVG, each stretched to its row, with widths set by
 * attributes (the CSP allows no inline styles). The same figures are in the list beside it,
 * so the chart is never the only way to read them.
 */
import type { AcquisitionModel, Economics } from './answer.js'
import { formatMoney } from './format.js'

const MODEL_TEXT: Record<AcquisitionModel, string> = { buy: 'Robots bought', lease: 'Robots leased', raas: 'Robots as a service' }

export function RoiChart({ economics }: { economics: Economics }) {
  const { laborCostSavedPerMonth: saved, robotMonthlyCost: costs, currency } = economics
  if (saved === undefined || !costs) return null
  const rows = [
    { key: 'saved', label: 'Labour saved', value: saved, fill: '#1f7a45', chosen: false },
    ...(['buy', 'lease', 'raas'] as const).map((model) => ({
      key: model,
      label: MODEL_TEXT[model],
      value: costs[model],
      fill: economics.acquisitionModel === model ? '#0a4fc2' : '#6b7b93',
      chosen: economics.acquisitionModel === model,
    })),
  ]
  const max = Math.max(1, ...rows.map((row) => row.value))
  return (
    <figure class="bars" data-chart="economics" aria-labelledby="economics-chart-title">
      <figcaption id="economics-chart-title">
        Each month: labour saved against what the robots cost <span class="muted">({currency}; the recommended way to acquire them is in bold)</span>
      </figcaption>
      <ul>
        {rows.map((row) => (
          <li key={row.key} data-bar={row.key} class={row.chosen ? 'chosen' : undefined}>
            <span class="bar-label">
              {row.label}
              {row.chosen ? ' (recommended)' : ''}
            </span>
            <svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect x="0" y="0" height="10" width={Math.max(0.5, (Math.max(0, row.value) / max) * 100).toFixed(2)} fill={row.fill} />
            </svg>
            <span class="bar-value">{formatMoney(row.value, currency)}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
