import { Badge } from '@/components/ui/badge'

/** MCP + Official for official servers, API + Customize otherwise. */
export function CardLabels({ isOfficial }: { isOfficial: boolean }) {
  const labels = isOfficial ? ['MCP', 'Official'] : ['API', 'Customize']
  return (
    <div className="flex gap-1" aria-label="Labels">
      {labels.map((label) => (
        <Badge key={label} variant="outline">
          {label}
        </Badge>
      ))}
    </div>
  )
}
