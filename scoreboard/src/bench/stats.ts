export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export const round = (value: number, digits = 0) =>
  Number(value.toFixed(digits))

/** Prints a table of rows (objects with the same keys) with aligned columns. */
export function printTable(rows: Record<string, string | number>[]) {
  if (rows.length === 0) return
  const keys = Object.keys(rows[0]!)
  const width = (key: string) =>
    Math.max(key.length, ...rows.map((row) => String(row[key]).length))
  const line = (cells: string[]) =>
    cells.map((cell, i) => cell.padEnd(width(keys[i]!))).join('  ')
  console.log(line(keys))
  for (const row of rows) console.log(line(keys.map((key) => String(row[key]))))
}
