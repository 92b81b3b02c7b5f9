import { useDeleteProject } from '@/api/projects/delete-project'
import { useRenameProject } from '@/api/projects/rename-project'
import { isApiError } from '@/lib/api-error'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { DeleteProjectDialog } from './delete-project-dialog'
import { unpin } from './pinned-projects'
import { RenameProjectDialog } from './rename-project-dialog'

export const RENAME_ERROR_FALLBACK =
  'An unexpected error occurred. Please try again.'
export const DELETE_ERROR_FALLBACK = 'An unknown error occurred.'

/** The server's own message, else the docs/product.md §8 default. */
function describeError(error: unknown, fallback: string) {
  return (isApiError(error) && error.userMessage) || fallback
}

type ProjectRef = { projectId: string; name: string }

/** Rename and delete with their dialogs and the toasts of docs/product.md §8. */
export function useProjectActions() {
  const navigate = useNavigate()
  const openProjectId = useSearch({
    strict: false,
    select: (search) => search.projectId,
  })
  const rename = useRenameProject({
    onSuccess: () => toast.success('Project renamed successfully!'),
    onError: (error) =>
      toast.error('Failed to rename project', {
        description: describeError(error, RENAME_ERROR_FALLBACK),
      }),
  })
  const remove = useDeleteProject({
    onMutate: (projectId) => {
      // docs/product.md §4: deleting the open project leaves for /home at once.
      if (projectId === openProjectId) void navigate({ to: '/home' })
    },
    onSuccess: (_data, projectId) => {
      unpin(projectId)
      toast.success('Project deleted successfully!')
    },
    onError: (error) =>
      toast.error('Failed to delete project', {
        description: describeError(error, DELETE_ERROR_FALLBACK),
      }),
  })

  return {
    async rename(project: ProjectRef) {
      const name = await overlays.show(RenameProjectDialog, {
        projectId: project.projectId,
        currentName: project.name,
      })
      if (name && project.projectId) {
        rename.mutate({ projectId: project.projectId, name })
      }
    },
    async remove(project: ProjectRef) {
      const isConfirmed = await overlays.show(DeleteProjectDialog, {
        name: project.name,
      })
      if (isConfirmed) remove.mutate(project.projectId)
    },
  }
}
