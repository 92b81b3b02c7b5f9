import { useState } from 'react';
import { DndContext, PointerSensor, closestCorners, useSensor, useSensors } from '@dnd-kit/core';
import { LayoutGrid, Plus, CloudOff } from 'lucide-react';
import { Column } from './components/Column';
import { useTasks } from './hooks/useTasks';
import { isSupabaseConfigured } from './lib/supabase';
import type { TaskStatus } from './lib/database.types';

const COLUMNS: { status: TaskStatus; title: string }[] = [
  { status: 'todo', title: 'To do' },
  { status: 'doing', title: 'In progress' },
  { status: 'done', title: 'Done' },
];

function App() {
  const { tasks, loading, addTask, moveTask } = useTasks();
  const [title, setTitle] = useState('');
  const sensors = useSensors(useSensor(PointerSensor));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    addTask(title.trim());
    setTitle('');
  };

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
          <h1 className="flex items-center gap-2 text-xl font-bold text-gray-900">
            <LayoutGrid className="h-6 w-6 text-indigo-600" />
            Taskflow
          </h1>
          {!isSupabaseConfigured && (
            <span className="flex items-center gap-1 text-sm text-amber-600">
              <CloudOff className="h-4 w-4" /> Offline mode
            </span>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-6 py-8">
        <form onSubmit={submit} className="mb-8 flex gap-2">
          <input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="What needs to be done?"
            className="flex-1 rounded-lg border border-gray-300 px-4 py-2 focus:outline-none focus:ring-2 focus:ring-indigo-500"
          />
          <button type="submit" className="flex items-center gap-1 rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700">
            <Plus className="h-4 w-4" /> Add task
          </button>
        </form>
        {loading ? (
          <p className="text-gray-500">Loading tasks…</p>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCorners}>
            <div className="flex gap-6 overflow-x-auto">
              {COLUMNS.map((column) => (
                <Column
                  key={column.status}
                  title={column.title}
                  tasks={tasks.filter((t) => t.status === column.status)}
                  onMove={moveTask}
                />
              ))}
            </div>
          </DndContext>
        )}
      </main>
    </div>
  );
}

export default App;
