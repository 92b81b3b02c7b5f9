import { taskFilesQueryOptions } from '@/api/build-tasks/get-task-files'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { useQuery } from '@tanstack/react-query'
import { FileDiffList } from '../components/file-diff-list'
import { diffFiles } from '../file-changes'
import type { VersionRef } from './compare-form'

type CompareDialogProps = OverlayControlProps<void> & {
  from: VersionRef
  to: VersionRef
}

/** Two versions compared file by file. */
export function CompareDialog({
  open,
  onDismiss,
  from,
  to,
}: CompareDialogProps) {
  const before = useQuery(taskFilesQueryOptions(from.taskId))
  const after = useQuery(taskFilesQueryOptions(to.taskId))
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onDismiss()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            Version {from.versionNumber} → Version {to.versionNumber}
          </DialogTitle>
          <DialogDescription>
            Files added, changed and removed.
          </DialogDescription>
        </DialogHeader>
        {before.isPending || after.isPending ? (
          <p role="status" className="text-muted-foreground text-sm">
            Loading files...
          </p>
        ) : before.isError || after.isError ? (
          <p role="alert" className="text-destructive text-sm">
            The files could not be loaded.
          </p>
        ) : (
          <FileDiffList changes={diffFiles(before.data, after.data)} />
        )}
      </DialogContent>
    </Dialog>
  )
}
