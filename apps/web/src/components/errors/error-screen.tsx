import {
  getComponentStack,
  postErrorToParent,
  reportRenderError,
  toError,
} from '@/lib/error-reporting'
import { useEffect, useMemo, useState } from 'react'
import { ErrorBanner } from './error-banner'
import { ErrorOverlay } from './error-overlay'
import { capturePageSnapshot } from './page-snapshot'

type ErrorScreenProps = {
  error: unknown
  reload?: () => void
}

/**
 * The error screen of docs/product.md §2: the last good content stays behind, greyed
 * and read-only; an overlay explains; Close folds it into a banner.
 */
export function ErrorScreen({
  error: thrown,
  reload = () => window.location.reload(),
}: ErrorScreenProps) {
  const error = useMemo(() => toError(thrown), [thrown])
  const [snapshot] = useState(() => capturePageSnapshot())
  const [mode, setMode] = useState<'overlay' | 'banner'>('overlay')
  useEffect(() => {
    postErrorToParent(error.message)
    reportRenderError(error)
  }, [error])

  return (
    <>
      {mode === 'banner' && (
        <ErrorBanner
          message={error.message}
          onDetails={() => setMode('overlay')}
        />
      )}
      {snapshot && (
        <div
          inert
          aria-hidden="true"
          data-testid="error-snapshot"
          className="pointer-events-none opacity-50 grayscale select-none"
          dangerouslySetInnerHTML={{ __html: snapshot }}
        />
      )}
      {mode === 'overlay' && (
        <ErrorOverlay
          message={error.message}
          // Read on opening: boundaries record the component stack after this render.
          getDetails={() => getComponentStack(thrown) ?? error.stack}
          onReload={reload}
          onClose={() => setMode('banner')}
        />
      )}
    </>
  )
}
