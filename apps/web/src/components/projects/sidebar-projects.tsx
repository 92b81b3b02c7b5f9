import { useProjects } from '@/api/projects/get-projects'
import { useCurrentRoleAtLeast } from '@/api/workspaces/get-workspaces'
import { useOpenTask } from '@/hooks/use-open-task'
import { useSearch } from '@tanstack/react-router'
import { togglePinned, usePinnedIds } from './pinned-projects'
import { ProjectList } from './project-list'
import { ProjectRow } from './project-row'
import { useProjectActions } from './use-project-actions'

/** The project list of the app sidebar, wired to the API. */
export function SidebarProjects() {
  const projects = useProjects()
  const pinnedIds = usePinnedIds()
  const openTask = useOpenTask()
  const actions = useProjectActions()
  const roleAtLeast = useCurrentRoleAtLeast()
  const openProjectId = useSearch({
    strict: false,
    select: (search) => search.projectId,
  })
  const tasks = projects.data ?? []
  const pinned = pinnedIds.flatMap((id) => {
    const task = tasks.find((t) => t.projectId === id)
    return task ? [task] : []
  })
  const recent = tasks.filter((t) => !pinnedIds.includes(t.projectId))

  return (
    <ProjectList
      status={projects.status}
      pinned={pinned}
      recent={recent}
      onRetry={() => void projects.refetch()}
      renderRow={(task, isPinned) => (
        <ProjectRow
          key={task.projectId}
          task={task}
          isPinned={isPinned}
          isActive={task.projectId === openProjectId}
          onOpen={() => openTask(task)}
          onTogglePin={() => togglePinned(task.projectId)}
          onRename={
            roleAtLeast('editor') ? () => void actions.rename(task) : undefined
          }
          onDelete={
            roleAtLeast('admin') ? () => void actions.remove(task) : undefined
          }
        />
      )}
    />
  )
}
