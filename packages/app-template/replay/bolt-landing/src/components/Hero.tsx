import { ArrowRight, Sparkles } from 'lucide-react';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-600 to-indigo-500 pb-24 pt-36 text-white">
      <div className="mx-auto max-w-5xl px-4 text-center">
        <span className="glass mb-6 inline-flex items-center gap-2 rounded-full px-4 py-1 text-sm">
          <Sparkles className="h-4 w-4" /> New: AI-powered forecasts
        </span>
        <h1 className="text-5xl font-extrabold leading-tight md:text-6xl">
          Turn your data into decisions
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">
          Lumen connects to your tools and shows what matters in one clear dashboard.
        </p>
        <a href="#signup" className="btn-primary mt-10">
          Get started <ArrowRight className="h-5 w-5" />
        </a>
      </div>
    </section>
  );
}
