import { autoCloneHash } from '@/api/share/clone-shared'
import { sharedVersionQueryOptions } from '@/api/share/get-shared-version'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-error'
import { confirmedStartState } from '@/lib/confirmed-start'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Copy } from 'lucide-react'
import { SharedFiles } from './components/shared-files'
import { SharedPreview } from './components/shared-preview'

const route = getRouteApi('/share')

/** /share?link=…: a shared version, read-only, with a way to clone it. */
export function SharePage() {
  const { link } = route.useSearch()
  const version = useQuery({
    ...sharedVersionQueryOptions(link ?? ''),
    enabled: Boolean(link),
  })

  if (!link || version.isError) {
    return (
      <Message>
        {version.isError
          ? getErrorMessage(version.error)
          : 'This share link is invalid or has been revoked.'}
      </Message>
    )
  }
  if (!version.data) return <Message role="status">Loading...</Message>
  const shared = version.data

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b p-4">
        <div className="min-w-0 space-y-1">
          <h1 className="truncate text-lg font-semibold">{shared.name}</h1>
          <p className="text-muted-foreground truncate text-sm">
            Shared version {shared.versionNumber} · {shared.prompt}
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/home">My projects</Link>
          </Button>
          <Button asChild size="sm">
            {/* The click here is the consent the studio asks others for. */}
            <Link
              to="/build-studio"
              hash={autoCloneHash(link)}
              state={confirmedStartState}
            >
              <Copy />
              Clone to my projects
            </Link>
          </Button>
        </div>
      </header>
      <div className="grid min-h-0 flex-1 grid-rows-[3fr_2fr]">
        <SharedPreview version={shared} />
        <SharedFiles files={shared.files} />
      </div>
    </div>
  )
}

function Message({
  role = 'alert',
  children,
}: {
  role?: 'status' | 'alert'
  children: React.ReactNode
}) {
  return (
    <div className="flex h-dvh flex-col items-center justify-center gap-3 p-6">
      <p role={role} className="text-muted-foreground text-center">
        {children}
      </p>
      <Button asChild variant="link">
        <Link to="/home">Go to my projects</Link>
      </Button>
    </div>
  )
}
