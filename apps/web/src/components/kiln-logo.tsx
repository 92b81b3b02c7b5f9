import { cn } from '@/lib/utils'
import { Flame } from 'lucide-react'

export function KilnLogo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-primary text-primary-foreground inline-flex size-8 shrink-0 items-center justify-center rounded-lg',
        className
      )}
    >
      <Flame className="size-[60%]" />
    </span>
  )
}
