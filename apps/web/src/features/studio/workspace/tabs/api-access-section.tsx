import {
  projectApisQueryOptions,
  useSetProjectApi,
} from '@/api/integrations/project-apis'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'

/**
 * Which of the user's and the workspace's custom APIs this project's app may call (through
 * Kiln, which adds the stored credential). APIs chosen for a build are
 * allowed for its project already.
 */
export function ApiAccessSection({ task }: { task: BuildTask }) {
  const apis = useQuery(projectApisQueryOptions(task.projectId))
  const setAccess = useSetProjectApi()
  if (!apis.data || apis.data.length === 0) return null

  return (
    <section
      aria-label="Custom APIs"
      className="space-y-3 rounded-lg border p-4"
    >
      <div className="space-y-1">
        <h3 className="text-sm font-medium">Custom APIs</h3>
        <p className="text-muted-foreground text-sm">
          The app can call the APIs you allow here. Kiln adds their credentials
          on the server, so visitors never see them.
        </p>
      </div>
      <ul className="space-y-2 text-sm">
        {apis.data.map((api) => (
          <li key={api.apiId}>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={api.granted}
                disabled={setAccess.isPending}
                onChange={(event) =>
                  setAccess.mutate(
                    {
                      projectId: task.projectId,
                      apiId: api.apiId,
                      granted: event.target.checked,
                    },
                    { onError: (error) => toast.error(error.message) }
                  )
                }
              />
              <span>
                {api.workspace ? `${api.name} (workspace)` : api.name}
              </span>
              <span className="text-muted-foreground truncate">
                {api.baseUrl}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}
