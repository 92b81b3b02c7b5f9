import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { EnvVar, ProjectEnv } from '@kiln/contract/project-env'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

const path = (projectId: string) =>
  `/build_project/${encodeURIComponent(projectId)}/env`

/** GET /build_project/{projectId}/env: the project's public VITE_* variables. */
export function projectEnvQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projectEnv.detail(projectId),
    queryFn: () => apiClient.get<ProjectEnv>(path(projectId)),
    select: (data) => data.variables,
  })
}

type SaveVars = { projectId: string; variables: EnvVar[] }

/** PUT /build_project/{projectId}/env: replaces the whole set. */
export function useSaveProjectEnv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, variables }: SaveVars) =>
      apiClient.put<ProjectEnv>(path(projectId), { variables }),
    onSuccess: (data, vars) =>
      queryClient.setQueryData(
        projectEnvQueryOptions(vars.projectId).queryKey,
        data
      ),
  })
}
