import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

/**
 * A destructive step the user confirms by typing `phrase` (a name, an
 * e-mail): the button stays disabled until it matches. `onConfirm` gets
 * the trimmed text; the dialog stays open while `pending` and shows `error`.
 */
export function ConfirmByTypingDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  phrase,
  ignoreCase = false,
  confirmLabel,
  pending,
  error,
}: {
  open: boolean
  onCancel: () => void
  onConfirm: (typed: string) => void
  title: string
  description: ReactNode
  phrase: string
  ignoreCase?: boolean
  confirmLabel: string
  pending: boolean
  error: unknown
}) {
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const fold = (text: string) => (ignoreCase ? text.toLowerCase() : text)
  const matches = fold(typed.trim()) === fold(phrase)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (matches) onConfirm(typed.trim())
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
    >
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor={inputId}>
              Type <span className="font-semibold break-all">{phrase}</span> to
              confirm
            </Label>
            <Input
              id={inputId}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {getErrorMessage(error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={onCancel}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!matches || pending}
            >
              {pending ? 'Deleting...' : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
