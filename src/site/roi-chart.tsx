/**
 * The cleaning ROI as a picture: monthly labour saved against the robots' monthly cost under
 * each acquisition model, as horizontal bars rendered on the server (SVG, no script). The
 * figures are also in the table beside it, so the chart is never the only way to read them.
 */
import type { CleaningRoi } from '../schemas/api.js'
import { formatUsd } from './format.js'

const MODEL_TEXT = { buy: 'buy', lease: 'lease', raas: 'RaaS' } as const

const WIDTH = 640
const LABEL_WIDTH = 130
const VALUE_WIDTH = 90
const ROW = 38
const BAR = 24

export function RoiChart({ roi }: { roi: CleaningRoi }) {
  if (roi.laborCostSavedPerMonth === undefined || !roi.robotMonthlyCost) return null
  const rows = [
    { key: 'saved', label: 'Labour saved', value: roi.laborCostSavedPerMonth, fill: '#1f7a45' },
    ...(['buy', 'lease', 'raas'] as const).map((model) => ({
      key: model,
      label: `Robots: ${MODEL_TEXT[model]}${roi.acquisitionModel === model ? ' ★' : ''}`,
      value: roi.robotMonthlyCost![model],
      fill: roi.acquisitionModel === model ? '#0a4fc2' : '#6b7b93',
    })),
  ]
  const max = Math.max(1, ...rows.map((row) => row.value))
  const span = WIDTH - LABEL_WIDTH - VALUE_WIDTH
  const height = rows.length * ROW + 10
  const summary = rows.map((row) => `${row.label.replace(' ★', '')}: ${formatUsd(row.value)} a month`).join('; ')
  return (
    <figure class="chart-figure">
      <svg class="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="roi-chart-title roi-chart-desc" data-chart="cleaning-roi">
        <title id="roi-chart-title">Monthly labour saved against monthly robot cost</title>
        <desc id="roi-chart-desc">{summary}</desc>
        {rows.map((row, i) => {
          const y = 5 + i * ROW
          const w = Math.max(2, Math.round((Math.max(0, row.value) / max) * span))
          return (
            <g key={row.key} data-bar={row.key}>
              <text x={0} y={y + BAR / 2 + 5}>
                {row.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={w} height={BAR} rx={3} fill={row.fill} />
              <text x={LABEL_WIDTH + w + 6} y={y + BAR / 2 + 5}>
                {formatUsd(row.value)}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption class="muted">
        USD per month. ★ marks the recommended acquisition model. A model saves money when its bar is shorter than the labour saved.
      </figcaption>
    </figure>
  )
}
