export type TaskStatus = 'todo' | 'doing' | 'done';

export interface Database {
  public: {
    Tables: {
      tasks: {
        Row: { id: string; title: string; status: TaskStatus; created_at: string };
        Insert: { id?: string; title: string; status?: TaskStatus; created_at?: string };
        Update: { id?: string; title?: string; status?: TaskStatus; created_at?: string };
      };
    };
  };
}

export type Task = Database['public']['Tables']['tasks']['Row'];
