import {
  useImportProject,
  type ImportSource,
} from '@/api/build-tasks/import-project'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { cn } from '@/lib/utils'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { FileArchive, GitBranch } from 'lucide-react'
import { useState, type DragEvent, type FormEvent } from 'react'

/**
 * Imports an existing project (a builder's zip download or a Git
 * repository) as a new one; resolves with its first build task, or null.
 * The server's refusal shows as a toast (the mutation cache raises it).
 */
export function ImportProjectDialog({
  open,
  onDismiss,
}: OverlayControlProps<BuildTask | null>) {
  const importing = useImportProject()
  const [isOver, setIsOver] = useState(false)
  const [git, setGit] = useState({ gitUrl: '', ref: '', subdir: '', token: '' })

  function start(source: ImportSource) {
    importing.mutate(source, { onSuccess: (task) => onDismiss(task) })
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    setIsOver(false)
    const zip = event.dataTransfer.files[0]
    if (zip && !importing.isPending) start({ zip })
  }

  function submitGit(event: FormEvent) {
    event.preventDefault()
    const trimmed = {
      gitUrl: git.gitUrl.trim(),
      ref: git.ref.trim() || undefined,
      subdir: git.subdir.trim() || undefined,
      token: git.token.trim() || undefined,
    }
    if (trimmed.gitUrl) start(trimmed)
  }

  const field = (name: keyof typeof git) => ({
    id: `import-${name}`,
    value: git[name],
    disabled: importing.isPending,
    onChange: (event: { target: { value: string } }) =>
      setGit((old) => ({ ...old, [name]: event.target.value })),
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !importing.isPending && onDismiss(null)}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import a project</DialogTitle>
          <DialogDescription>
            Bring in an app made elsewhere (a zip from GitHub, Lovable, bolt or
            Dyad, or a Git repository). It becomes version 1 of a new project,
            at no credit cost.
          </DialogDescription>
        </DialogHeader>
        <label
          htmlFor="import-zip"
          onDragOver={(event) => {
            event.preventDefault()
            setIsOver(true)
          }}
          onDragLeave={() => setIsOver(false)}
          onDrop={drop}
          className={cn(
            'border-border hover:bg-muted/50 flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm',
            isOver && 'bg-muted',
            importing.isPending && 'pointer-events-none opacity-60'
          )}
        >
          <FileArchive className="text-muted-foreground size-6" />
          <span className="font-medium" aria-live="polite">
            {importing.isPending
              ? 'Importing...'
              : 'Drop a .zip here or choose one'}
          </span>
          <span className="text-muted-foreground text-xs">
            node_modules and build output are left out
          </span>
          <input
            id="import-zip"
            type="file"
            accept=".zip,application/zip"
            className="sr-only"
            aria-label="Zip file to import"
            disabled={importing.isPending}
            onChange={(event) => {
              const zip = event.target.files?.[0]
              event.target.value = ''
              if (zip) start({ zip })
            }}
          />
        </label>
        <form onSubmit={submitGit} className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="import-gitUrl">Git repository URL</Label>
            <Input
              {...field('gitUrl')}
              type="url"
              placeholder="https://github.com/you/your-app.git"
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <Label htmlFor="import-ref">Branch or tag</Label>
              <Input {...field('ref')} placeholder="default branch" />
            </div>
            <div className="space-y-1">
              <Label htmlFor="import-subdir">Folder</Label>
              <Input {...field('subdir')} placeholder="repository root" />
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor="import-token">
              Access token (private repositories)
            </Label>
            <Input {...field('token')} type="password" autoComplete="off" />
          </div>
          <Button
            type="submit"
            className="w-full"
            disabled={importing.isPending || !git.gitUrl.trim()}
          >
            <GitBranch />
            {importing.isPending ? 'Importing...' : 'Import from Git'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
