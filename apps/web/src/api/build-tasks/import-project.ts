import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { ImportGitBody } from '@kiln/contract/project-import'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { projectsQueryOptions } from '../projects/get-projects'

/** What to import: a zip file, or a Git repository. */
export type ImportSource = { zip: File } | ImportGitBody

/** POST /build_project/import: a new project from a zip or a Git URL; answers its first build task. */
export function importProject(source: ImportSource) {
  let body: FormData | ImportGitBody
  if ('zip' in source) {
    body = new FormData()
    body.append('file', source.zip, source.zip.name)
  } else {
    body = source
  }
  return apiClient.post<BuildTask>('/build_project/import', body, {
    // the server stops a clone after 90 s (IMPORT_LIMITS.cloneTimeoutMs)
    timeoutMs: 120_000,
  })
}

export function useImportProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importProject,
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.buildTasks.detail(task._id), task)
      void queryClient.invalidateQueries({
        queryKey: projectsQueryOptions().queryKey,
      })
    },
  })
}
