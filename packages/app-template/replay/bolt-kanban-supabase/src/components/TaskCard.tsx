import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowRight, GripVertical } from 'lucide-react';
import { formatDistanceToNow } from 'date-fns';
import type { Task, TaskStatus } from '../lib/database.types';

interface TaskCardProps {
  task: Task;
  onMove: (id: string, status: TaskStatus) => void;
}

const NEXT: Record<TaskStatus, TaskStatus | null> = { todo: 'doing', doing: 'done', done: null };

export function TaskCard({ task, onMove }: TaskCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: task.id });
  const next = NEXT[task.status];

  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="flex items-start gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200"
    >
      <button {...attributes} {...listeners} className="mt-0.5 cursor-grab text-gray-400" aria-label={`Drag ${task.title}`}>
        <GripVertical className="h-4 w-4" />
      </button>
      <div className="flex-1">
        <p className="text-sm font-medium text-gray-900">{task.title}</p>
        <p className="mt-1 text-xs text-gray-500">
          {formatDistanceToNow(new Date(task.created_at), { addSuffix: true })}
        </p>
      </div>
      {next && (
        <button
          onClick={() => onMove(task.id, next)}
          className="rounded p-1 text-indigo-600 hover:bg-indigo-50"
          aria-label={`Move ${task.title} to ${next}`}
        >
          <ArrowRight className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
