import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Task, TaskStatus } from '../lib/database.types';
import { TaskCard } from './TaskCard';

interface ColumnProps {
  title: string;
  tasks: Task[];
  onMove: (id: string, status: TaskStatus) => void;
}

export function Column({ title, tasks, onMove }: ColumnProps) {
  return (
    <section className="flex w-80 flex-col rounded-xl bg-gray-100 p-4">
      <h2 className="mb-3 flex items-center justify-between text-sm font-semibold uppercase tracking-wide text-gray-600">
        {title}
        <span className="rounded-full bg-gray-200 px-2 text-xs">{tasks.length}</span>
      </h2>
      <SortableContext items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <div className="space-y-2">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} onMove={onMove} />
          ))}
        </div>
      </SortableContext>
    </section>
  );
}
