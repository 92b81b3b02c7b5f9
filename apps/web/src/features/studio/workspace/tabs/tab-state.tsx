import type { ReactNode } from 'react'

/** Loading, error and empty notes shared by the workspace tabs. */
export function TabNote({
  children,
  role,
}: {
  children: ReactNode
  role?: 'status' | 'alert'
}) {
  return (
    <p role={role} className="text-muted-foreground p-4 text-sm">
      {children}
    </p>
  )
}

export function Field({
  label,
  children,
}: {
  label: string
  children: ReactNode
}) {
  return (
    <div className="space-y-1">
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  )
}
