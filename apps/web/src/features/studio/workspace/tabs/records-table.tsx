import type { WireRecord } from '@kiln/contract/app-data'

const show = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

export function RecordsTable({
  caption,
  fields,
  records,
}: {
  caption: string
  fields: string[]
  records: WireRecord[]
}) {
  if (records.length === 0) {
    return <p className="text-muted-foreground text-sm">No records yet.</p>
  }
  const columns = fields.length
    ? fields
    : [...new Set(records.flatMap((r) => Object.keys(r.data)))]
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">
                {c}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              Updated
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {records.map((record) => (
            <tr key={record.id}>
              {columns.map((c) => (
                <td key={c} className="max-w-64 truncate px-3 py-1.5">
                  {show(record.data[c])}
                </td>
              ))}
              <td className="text-muted-foreground px-3 py-1.5 whitespace-nowrap">
                {new Date(record.updatedAt).toLocaleString()}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
