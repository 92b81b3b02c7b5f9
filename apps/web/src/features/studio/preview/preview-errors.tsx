import { Button } from '@/components/ui/button'
import type { PreviewErrorMessage } from '@kiln/contract/preview'
import { Bug, Wand2, X } from 'lucide-react'

/** Runtime errors of the preview, with a "Try to fix" that asks the builder. */
export function PreviewErrors({
  errors,
  onFix,
  onDismiss,
  canFix,
}: {
  errors: PreviewErrorMessage[]
  onFix: () => void
  onDismiss: () => void
  canFix: boolean
}) {
  const last = errors.at(-1)
  if (!last) return null
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-background absolute inset-x-3 bottom-3 flex items-start gap-3 rounded-lg border p-3 text-sm shadow-lg"
    >
      <Bug className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          The app hit a runtime error
          {errors.length > 1 ? ` (${errors.length})` : ''}
        </p>
        <p className="text-muted-foreground line-clamp-3 font-mono text-xs break-words">
          {last.message}
        </p>
      </div>
      <Button size="sm" onClick={onFix} disabled={!canFix}>
        <Wand2 />
        Try to fix
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label="Dismiss error"
        onClick={onDismiss}
      >
        <X />
      </Button>
    </div>
  )
}

/** The follow-up prompt "Try to fix" sends: a repair version carrying the errors. */
export function describePreviewErrors(errors: PreviewErrorMessage[]) {
  const lines = errors.map(
    (e) =>
      `- ${e.message}${e.stack ? `\n${e.stack.split('\n').slice(0, 6).join('\n')}` : ''}`
  )
  return `The preview shows these runtime errors:\n${lines.join('\n')}\nPlease fix them.`
}
