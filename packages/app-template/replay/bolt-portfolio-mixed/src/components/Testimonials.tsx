import { useEffect, useState } from 'react';

type Testimonial = { name: string; quote: string };

export default function Testimonials() {
  const [items, setItems] = useState<Testimonial[]>([]);

  useEffect(() => {
    fetch('/data/testimonials.json')
      .then((res) => res.json())
      .then(setItems)
      .catch(() => setItems([]));
  }, []);

  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h2 className="section-title text-3xl font-bold">Kind words</h2>
      <img src="/images/studio.svg" alt="Studio illustration" className="mt-6 h-24 rounded-xl" />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {items.map((t) => (
          <blockquote key={t.name} className="rounded-2xl border border-slate-100 p-6">
            <p className="text-slate-700">“{t.quote}”</p>
            <footer className="mt-3 text-sm font-semibold">{t.name}</footer>
          </blockquote>
        ))}
      </div>
    </section>
  );
}
