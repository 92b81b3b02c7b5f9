import type { ReactNode } from 'react'

/** A page a later issue fills: its heading and what will be there. */
export function PagePlaceholder({
  title,
  children,
}: {
  title: string
  children: ReactNode
}) {
  return (
    <section className="mx-auto w-full max-w-3xl space-y-2 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </section>
  )
}
