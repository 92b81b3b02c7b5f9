import type { ReactNode } from 'react'

export function InvitationLayout(props: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 p-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
        {props.description && (
          <p className="text-muted-foreground">{props.description}</p>
        )}
      </header>
      {props.children}
    </section>
  )
}
