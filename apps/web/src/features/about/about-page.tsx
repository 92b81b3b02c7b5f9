import { healthQueryOptions } from '@/api/health/get-health'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

const SOURCE_URL = import.meta.env.VITE_SOURCE_URL

/** /about: what Kiln is, the running version, docs, source and licence. */
export function AboutPage() {
  const health = useQuery(healthQueryOptions())
  const version = health.isPending
    ? 'Checking...'
    : health.isError
      ? 'Unknown (the server did not answer)'
      : health.data.version

  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">About Kiln</h1>
      <p className="text-muted-foreground">
        Kiln is a self-hostable AI app builder. Describe an app in a prompt;
        Kiln plans and writes a small React app with an LLM (or its offline
        generator), builds it and hosts a live preview. Every follow-up prompt
        makes a new version you can preview, compare, restore, share and export.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Version</dt>
        <dd>{version}</dd>
        <dt className="text-muted-foreground">Database</dt>
        <dd>{health.data?.database ?? '-'}</dd>
        <dt className="text-muted-foreground">Documentation</dt>
        <dd>
          The README at the root of the source explains setup and settings; the
          API is described at{' '}
          <ExternalLink href="/api/openapi.json">
            /api/openapi.json
          </ExternalLink>
          .
        </dd>
        <dt className="text-muted-foreground">Source</dt>
        <dd>
          {SOURCE_URL ? (
            <ExternalLink href={SOURCE_URL}>{SOURCE_URL}</ExternalLink>
          ) : (
            'Not published by this installation (set VITE_SOURCE_URL).'
          )}
        </dd>
        <dt className="text-muted-foreground">Licence</dt>
        <dd>See the LICENSE file of the source repository.</dd>
      </dl>
    </section>
  )
}

function ExternalLink({
  href,
  children,
}: {
  href: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="text-primary underline underline-offset-4"
    >
      {children}
    </a>
  )
}
