import {
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@/components/ui/tooltip'
import type { ReactElement } from 'react'

/** Names an icon-only control of the collapsed sidebar. */
export function SidebarTooltip({
  label,
  isEnabled,
  children,
}: {
  label: string
  isEnabled: boolean
  children: ReactElement
}) {
  if (!isEnabled) return children
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  )
}
