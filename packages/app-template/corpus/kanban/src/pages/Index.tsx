import { NewTaskDialog } from '@/components/NewTaskDialog'
import { TaskCard } from '@/components/TaskCard'
import { ScrollArea } from '@/components/ui/scroll-area'
import { Skeleton } from '@/components/ui/skeleton'
import { useTasks } from '@/hooks/useTasks'
import { COLUMNS } from '@/lib/tasks'

const Index = () => {
  const { data: tasks = [], isLoading, error } = useTasks()

  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="container flex h-16 items-center justify-between">
          <h1 className="text-xl font-semibold">Team board</h1>
          <NewTaskDialog />
        </div>
      </header>
      <main className="container py-8">
        {error && (
          <p className="mb-4 text-destructive">
            Could not load tasks: {error.message}
          </p>
        )}
        <div className="grid gap-6 md:grid-cols-3">
          {COLUMNS.map((column) => {
            const items = tasks.filter((t) => t.status === column.id)
            return (
              <section
                key={column.id}
                className="rounded-lg border bg-background p-4"
              >
                <div className="mb-4 flex items-center justify-between">
                  <h2 className="font-semibold">{column.title}</h2>
                  <span className="rounded-full bg-muted px-2 text-xs text-muted-foreground">
                    {items.length}
                  </span>
                </div>
                <ScrollArea className="h-[60vh] pr-2">
                  <div className="space-y-3">
                    {isLoading && <Skeleton className="h-20 w-full" />}
                    {items.map((task) => (
                      <TaskCard key={task.id} task={task} />
                    ))}
                    {!isLoading && items.length === 0 && (
                      <p className="py-8 text-center text-sm text-muted-foreground">
                        Nothing here yet
                      </p>
                    )}
                  </div>
                </ScrollArea>
              </section>
            )
          })}
        </div>
      </main>
    </div>
  )
}

export default Index
