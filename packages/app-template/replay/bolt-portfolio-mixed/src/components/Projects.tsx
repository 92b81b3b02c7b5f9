import React, { useState } from 'react';
import type { Project, ProjectFilter } from '@/types/project';
import type { Tag } from '@/types/tags';

type ProjectsProps = {
  items: Project[];
};

const FILTERS: ProjectFilter[] = ['all', 'design', 'code'];

export const ProjectCard = ({ project }: { project: Project }) => (
  <article className="card-lift overflow-hidden rounded-2xl border border-slate-100 bg-white">
    <img src={project.image} alt="" className="h-40 w-full object-cover" />
    <div className="p-5">
      <h3 className="text-lg font-semibold">{project.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{project.summary}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {project.tags.map((tag: Tag | string) => (
          <li key={String(tag)} className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-orange-700">{String(tag)}</li>
        ))}
      </ul>
    </div>
  </article>
);

export const Projects: React.FC<ProjectsProps> = ({ items }) => {
  const [filter, setFilter] = useState<ProjectFilter>('all');
  const shown = filter === 'all' ? items : items.filter((p) => p.tags.includes(filter));
  return (
    <section id="projects" className="mx-auto max-w-5xl px-6 py-16">
      <h2 className="section-title text-3xl font-bold">Selected projects</h2>
      <div className="mt-6 flex gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            onClick={() => setFilter(f)}
            className={`rounded-full px-4 py-1 text-sm capitalize ${filter === f ? 'bg-ink text-white' : 'bg-slate-100'}`}
          >
            {f}
          </button>
        ))}
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {shown.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </div>
    </section>
  );
};
