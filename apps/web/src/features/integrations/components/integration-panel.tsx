import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import type { ReactNode } from 'react'

export type IntegrationPanelProps = {
  open: boolean
  onClose: () => void
  title: string
  description: string
  /** The form's id, for the footer's submit button. */
  formId: string
  onSubmit: () => void
  /** The fields and results between the header and the footer. */
  children: ReactNode
  submitError: string | null
  /** The submit button's label; none for a read-only panel. */
  submitLabel?: string
  canSubmit: boolean
}

/** The Add/Edit side panel of an MCP server or an API. */
export function IntegrationPanel(props: IntegrationPanelProps) {
  const { open, onClose, formId, submitLabel } = props
  return (
    <Sheet open={open} onOpenChange={(next) => !next && onClose()}>
      <SheetContent className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{props.title}</SheetTitle>
          <SheetDescription>{props.description}</SheetDescription>
        </SheetHeader>
        <form
          id={formId}
          className="flex flex-col gap-4 px-4"
          onSubmit={(event) => {
            event.preventDefault()
            props.onSubmit()
          }}
        >
          {props.children}
          {props.submitError && (
            <p role="alert" className="text-destructive text-sm">
              {props.submitError}
            </p>
          )}
        </form>
        <SheetFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {submitLabel && (
            <Button type="submit" form={formId} disabled={!props.canSubmit}>
              {submitLabel}
            </Button>
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}
