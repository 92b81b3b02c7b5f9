import { setEntityRules } from '@/api/build-tasks/set-entity-rules'
import { publishReviewQueryOptions } from '@/api/publish/publication'
import { ListError, ListLoading } from '@/components/list-states'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { getErrorMessage } from '@/lib/api-error'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import type { PublishFinding } from '@kiln/contract/publish'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { useId, useState } from 'react'

export type PublishChoice = { copyData: boolean }

/**
 * Before publishing: what the version would expose (open collections, public
 * secrets, data made while testing), each with its one-click fix where one
 * exists, and whether the published app gets a copy of the preview's data.
 * Resolves with the owner's choice, or nothing when cancelled.
 */
export function PublishReviewDialog({
  open,
  onDismiss,
  projectId,
  taskId,
  versionNumber,
}: OverlayControlProps<PublishChoice> & {
  projectId: string
  taskId: string
  versionNumber: number
}) {
  const review = useQuery(publishReviewQueryOptions(projectId, taskId))
  const [copyData, setCopyData] = useState(false)
  const copyId = useId()
  const fix = useMutation({
    mutationFn: (finding: PublishFinding) =>
      setEntityRules(taskId, {
        entity: finding.collection!,
        rules: finding.fix!.rules,
      }),
    onSuccess: () => review.refetch(),
    meta: { errorToast: false },
  })
  const findings = review.data?.findings ?? []
  const preview = review.data?.previewData
  const hasTestData = preview && preview.records + preview.endUsers > 0
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Publish version {versionNumber}?</DialogTitle>
          <DialogDescription>
            Kiln checked what this version would show to anyone with the
            address.
          </DialogDescription>
        </DialogHeader>
        {review.isPending && (
          <ListLoading>Reviewing the version...</ListLoading>
        )}
        {review.isError && (
          <ListError onRetry={() => void review.refetch()}>
            {getErrorMessage(review.error)}
          </ListError>
        )}
        {review.data && findings.length === 0 && (
          <p className="text-sm">
            Nothing to review: this version is safe to publish.
          </p>
        )}
        {findings.length > 0 && (
          <ul aria-label="Findings" className="space-y-3">
            {findings.map((finding) => (
              <li
                key={`${finding.kind}-${finding.collection ?? finding.title}`}
                className="space-y-2 rounded-md border p-3"
              >
                <p className="flex min-w-0 items-start gap-2 text-sm font-medium break-words">
                  <ShieldAlert
                    className="mt-0.5 size-4 shrink-0 text-amber-600"
                    aria-hidden
                  />
                  {finding.title}
                </p>
                <p className="text-muted-foreground text-sm break-words">
                  {finding.detail}
                </p>
                {finding.fix && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={fix.isPending || review.isFetching}
                    onClick={() => fix.mutate(finding)}
                  >
                    {finding.fix.label}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {fix.isError && (
          <p role="alert" className="text-destructive text-sm">
            {getErrorMessage(fix.error)}
          </p>
        )}
        {hasTestData && (
          <div className="flex items-start gap-2 text-sm">
            <input
              id={copyId}
              type="checkbox"
              className="mt-1"
              checked={copyData}
              onChange={(event) => setCopyData(event.target.checked)}
            />
            <label htmlFor={copyId}>
              Copy the preview&apos;s data to the published app (it replaces the
              published app&apos;s own data). Leave this off to start the
              published app with empty data.
            </label>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onDismiss()}>
            Cancel
          </Button>
          <Button
            disabled={!review.data}
            onClick={() => onDismiss({ copyData })}
          >
            Publish version {versionNumber}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
