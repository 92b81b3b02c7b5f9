import { Button } from '@/components/ui/button'
import { ChevronDown, TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'

type ErrorOverlayProps = {
  message: string
  getDetails: () => string | undefined
  onReload: () => void
  onClose: () => void
}

/** The full-page error overlay of docs/product.md §2. */
export function ErrorOverlay({
  message,
  getDetails,
  onReload,
  onClose,
}: ErrorOverlayProps) {
  const titleId = useId()
  const textId = useId()
  const detailsId = useId()
  // A plain disclosure: Radix Collapsible would put ~5 kB gzipped into the
  // entry chunk, where this overlay lives.
  const [isOpen, setIsOpen] = useState(false)
  return (
    <div className="bg-background/70 fixed inset-0 z-[100] flex items-center justify-center p-4 backdrop-blur-sm">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="bg-card text-card-foreground w-full max-w-lg rounded-xl border p-6 shadow-lg"
      >
        <div className="flex items-start gap-3">
          <TriangleAlert
            className="text-destructive mt-0.5 size-5"
            aria-hidden
          />
          <div className="min-w-0 flex-1 space-y-2">
            <h2 id={titleId} className="text-lg font-semibold">
              Something went wrong
            </h2>
            <p id={textId} className="text-muted-foreground text-sm">
              We are sorry for the inconvenience. Please reload and try again.
            </p>
          </div>
        </div>
        <div className="mt-4">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            data-state={isOpen ? 'open' : 'closed'}
            onClick={() => setIsOpen((open) => !open)}
            className="group flex items-center gap-1 text-sm font-medium"
          >
            View Details
            <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </button>
          {isOpen && (
            <div
              id={detailsId}
              className="bg-muted mt-2 max-h-64 overflow-auto rounded-md p-3 font-mono text-xs"
            >
              <p className="font-semibold break-words">{message}</p>
              <Details getDetails={getDetails} />
            </div>
          )}
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onReload}>Reload</Button>
        </div>
      </div>
    </div>
  )
}

/** Mounted when the section opens, so it reads the latest details. */
function Details({ getDetails }: { getDetails: () => string | undefined }) {
  const details = getDetails()
  return details ? (
    <pre className="mt-2 whitespace-pre-wrap">{details}</pre>
  ) : null
}
