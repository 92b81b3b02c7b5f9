import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

const STATUS = {
  SUCCESS: { label: 'Online', className: 'bg-emerald-600 text-white' },
  FAILED: { label: 'Failed', className: 'bg-destructive text-white' },
} as const

/** SUCCESS shows Online, FAILED shows Failed, anything else Untested. */
export function StatusBadge({ status }: { status: string | undefined }) {
  const known =
    status === 'SUCCESS' || status === 'FAILED' ? STATUS[status] : null
  return (
    <Badge
      variant={known ? 'default' : 'secondary'}
      className={cn('border-transparent', known?.className)}
    >
      {known?.label ?? 'Untested'}
    </Badge>
  )
}
