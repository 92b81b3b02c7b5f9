import { collection, type KilnRecord } from '@kiln/data'

export type TaskStatus = 'todo' | 'doing' | 'done'
export type Priority = 'low' | 'medium' | 'high'

export interface TaskData {
  title: string
  description?: string
  status: TaskStatus
  priority: Priority
}

export type Task = KilnRecord<TaskData>

export const tasks = collection<TaskData>('tasks', [
  { name: 'title', type: 'string', required: true },
  { name: 'description', type: 'string' },
  { name: 'status', type: 'string', required: true },
  { name: 'priority', type: 'string' },
])

export const COLUMNS: { id: TaskStatus; title: string }[] = [
  { id: 'todo', title: 'To do' },
  { id: 'doing', title: 'In progress' },
  { id: 'done', title: 'Done' },
]
