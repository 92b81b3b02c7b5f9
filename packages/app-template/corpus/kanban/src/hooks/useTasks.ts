import { tasks, type TaskData } from '@/lib/tasks'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'

const KEY = ['tasks']

export function useTasks() {
  return useQuery({ queryKey: KEY, queryFn: () => tasks.list() })
}

export function useTaskMutations() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY })

  const create = useMutation({
    mutationFn: (data: TaskData) => tasks.create(data),
    onSuccess: (task) => {
      refresh()
      toast.success(`Added "${task.title}"`)
    },
    onError: (error: Error) => toast.error(error.message),
  })
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<TaskData> }) =>
      tasks.update(id, patch),
    onSuccess: refresh,
    onError: (error: Error) => toast.error(error.message),
  })
  const remove = useMutation({
    mutationFn: (id: string) => tasks.remove(id),
    onSuccess: () => {
      refresh()
      toast('Task deleted')
    },
  })
  return { create, update, remove }
}
