import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ProjectApisResponse } from '@kiln/contract/apis'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

const path = (projectId: string) =>
  `/build_project/${encodeURIComponent(projectId)}/apis`

/** GET /build_project/{projectId}/apis: the user's APIs, each granted or not. */
export function projectApisQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.apis.project(projectId),
    queryFn: () => apiClient.get<ProjectApisResponse>(path(projectId)),
    select: (data) => data.apis,
  })
}

type GrantVars = { projectId: string; apiId: string; granted: boolean }

/** PUT lets the project's app call the API; DELETE stops it. */
export function useSetProjectApi() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, apiId, granted }: GrantVars) => {
      const url = `${path(projectId)}/${encodeURIComponent(apiId)}`
      return granted
        ? apiClient.put<ProjectApisResponse>(url)
        : apiClient.delete<ProjectApisResponse>(url)
    },
    onSuccess: (data, vars) =>
      queryClient.setQueryData(
        projectApisQueryOptions(vars.projectId).queryKey,
        data
      ),
  })
}
