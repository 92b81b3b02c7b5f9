export interface Project {
  id: number;
  title: string;
  summary: string;
  tags: string[];
  image: string;
}

export type ProjectFilter = 'all' | 'design' | 'code';
