import { useCallback, useEffect, useState } from 'react';
import { supabase } from '../lib/supabase';
import type { Task, TaskStatus } from '../lib/database.types';

const STORAGE_KEY = 'taskflow-tasks';

const initialTasks: Task[] = [
  { id: 't1', title: 'Write launch announcement', status: 'todo', created_at: '2024-03-11T09:00:00Z' },
  { id: 't2', title: 'Review pricing page', status: 'doing', created_at: '2024-03-12T10:30:00Z' },
  { id: 't3', title: 'Set up analytics', status: 'done', created_at: '2024-03-10T14:15:00Z' },
];

export function useTasks() {
  const [tasks, setTasks] = useState<Task[]>(() => {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? JSON.parse(saved) : initialTasks;
  });
  const [loading, setLoading] = useState(Boolean(supabase));

  useEffect(() => {
    if (!supabase) return;
    supabase
      .from('tasks')
      .select('*')
      .order('created_at')
      .then(({ data, error }) => {
        if (!error && data) setTasks(data);
        setLoading(false);
      });
  }, []);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tasks));
  }, [tasks]);

  const addTask = useCallback(async (title: string) => {
    const task: Task = {
      id: crypto.randomUUID(),
      title,
      status: 'todo',
      created_at: new Date().toISOString(),
    };
    setTasks((prev) => [...prev, task]);
    if (supabase) await supabase.from('tasks').insert(task);
  }, []);

  const moveTask = useCallback(async (id: string, status: TaskStatus) => {
    setTasks((prev) => prev.map((t) => (t.id === id ? { ...t, status } : t)));
    if (supabase) await supabase.from('tasks').update({ status }).eq('id', id);
  }, []);

  return { tasks, loading, addTask, moveTask };
}
