import { writeFileSync } from 'node:fs'
import { passes, type Figure } from './figure'

function row(cells: string[]) {
  return `| ${cells.join(' | ')} |`
}

function speedValues(figure: Figure) {
  return Object.entries(figure.values ?? {})
    .map(([key, value]) => `${key} ${value}`)
    .join(', ')
}

/** The scoreboard as a Markdown table (the README's "Guarantees" shows the same). */
export function renderTable(figures: Figure[]): string {
  const lines = [
    row(['Figure', 'Tried', 'Failed', 'Target', 'Result']),
    row(['---', '---:', '---:', '---', '---']),
  ]
  for (const figure of figures.filter((f) => f.group !== 'speed')) {
    lines.push(
      row([
        figure.title,
        String(figure.tried),
        String(figure.failed),
        figure.target ?? '0',
        passes(figure)
          ? 'pass'
          : figure.tried === 0
            ? 'FAIL (nothing tried)'
            : 'FAIL',
      ])
    )
  }
  const speed = figures.filter((f) => f.group === 'speed')
  if (speed.length) {
    lines.push('', row(['Speed', 'Measured']), row(['---', '---']))
    for (const figure of speed)
      lines.push(row([figure.title, speedValues(figure)]))
  }
  return lines.join('\n')
}

export function writeJson(
  path: string,
  figures: Figure[],
  meta: Record<string, unknown>
) {
  const failed = figures.filter((f) => !passes(f)).map((f) => f.id)
  writeFileSync(
    path,
    `${JSON.stringify({ ...meta, passed: failed.length === 0, failed, figures }, null, 2)}\n`
  )
}
