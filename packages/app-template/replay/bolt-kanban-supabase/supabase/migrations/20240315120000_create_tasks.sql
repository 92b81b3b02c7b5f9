/*
  # Create tasks table

  1. New Tables
    - `tasks`
      - `id` (uuid, primary key)
      - `title` (text)
      - `status` (text: todo, doing, done)
      - `created_at` (timestamp)
  2. Security
    - Enable RLS on `tasks` table
    - Add policy for anonymous users to read and write tasks
*/

CREATE TABLE IF NOT EXISTS tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  status text NOT NULL DEFAULT 'todo',
  created_at timestamptz DEFAULT now()
);

ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Anyone can manage tasks"
  ON tasks
  FOR ALL
  TO anon
  USING (true)
  WITH CHECK (true);
