import { useProjects } from '@/api/projects/get-projects'
import { Button } from '@/components/ui/button'
import { useOpenTask } from '@/hooks/use-open-task'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { ProjectCard } from './components/project-card'

/** All of the user's projects as cards. */
export function BuildHomePage() {
  const projects = useProjects()
  const openTask = useOpenTask()
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Your projects</h1>
        <Button asChild>
          <Link to="/home">
            <Plus />
            New Project
          </Link>
        </Button>
      </header>
      {projects.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading projects...
        </p>
      ) : projects.isError ? (
        <div role="alert" className="space-y-2">
          <p>Failed to load projects</p>
          <Button variant="outline" onClick={() => void projects.refetch()}>
            Retry
          </Button>
        </div>
      ) : projects.data.length === 0 ? (
        <p className="text-muted-foreground">
          No projects yet. Start one from a prompt.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.data.map((task) => (
            <li key={task.projectId}>
              <ProjectCard task={task} onOpen={() => openTask(task)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
