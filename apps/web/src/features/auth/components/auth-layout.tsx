import { KilnLogo } from '@/components/kiln-logo'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The bare, centred frame of the sign-in pages. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6">
      <Link to="/" className="flex items-center gap-2 text-lg font-semibold">
        <KilnLogo className="size-7" />
        Kiln
      </Link>
      <div className="bg-card w-full max-w-sm rounded-xl border p-6 shadow-sm">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-muted-foreground mt-1 mb-6 text-sm">{description}</p>
        {children}
      </div>
      {footer && <p className="text-muted-foreground text-sm">{footer}</p>}
    </main>
  )
}
