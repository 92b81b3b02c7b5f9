import { cn } from '@/lib/utils'
import type { ReactNode } from 'react'

/** One titled part of the settings page, reachable by its anchor. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
  tone?: 'default' | 'danger'
}) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'bg-card text-card-foreground scroll-mt-6 space-y-4 rounded-xl border p-4 shadow-sm sm:p-6',
        tone === 'danger' && 'border-destructive/50'
      )}
    >
      <header className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && (
          <p className="text-muted-foreground text-sm">{description}</p>
        )}
      </header>
      {children}
    </section>
  )
}
