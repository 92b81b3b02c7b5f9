import React from 'react';
import { ArrowRight } from 'lucide-react';
import { Typewriter } from 'react-typed-lite';
import clsx from 'clsx';
import avatar from '../assets/avatar.png';
import { name, roles, available } from '@/data/site.json';

const Hero: React.FC = () => {
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-10 px-6 py-20 md:flex-row fade-up">
      <img src={avatar} alt={name} className="h-40 w-40 rounded-full border-4 border-accent-soft object-cover" />
      <div>
        <p className={clsx('mb-2 text-sm font-semibold uppercase tracking-widest', available ? 'text-green-600' : 'text-slate-400')}>
          {available ? 'Available for new projects' : 'Booked until spring'}
        </p>
        <h1 className="section-title text-5xl font-bold">Hi, I'm {name}</h1>
        <p className="mt-4 text-xl text-slate-600">
          I work as a <Typewriter words={roles} className="font-semibold text-accent" />
        </p>
        <a href="#projects" className="btn-accent mt-8">
          See my work <ArrowRight className="h-4 w-4" />
        </a>
      </div>
    </section>
  );
};

export default Hero;
