import React from 'react';
import { Palette, Code2, Layers } from 'lucide-react';

const skills = [
  { icon: Palette, title: 'Product design', text: 'Research, flows and high-fidelity prototypes.' },
  { icon: Code2, title: 'Front-end', text: 'React, TypeScript and accessible components.' },
  { icon: Layers, title: 'Design systems', text: 'Tokens, documentation and adoption.' },
];

export const Skills = () => (
  <section className="bg-slate-50 py-16">
    <div className="mx-auto grid max-w-5xl gap-6 px-6 md:grid-cols-3">
      {skills.map(({ icon: Icon, title, text }) => (
        <div key={title} className="rounded-2xl bg-white p-6 shadow-sm">
          <Icon className="h-8 w-8 text-accent" />
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </div>
      ))}
    </div>
  </section>
);
