import { ArrowRight, Sparkles } from 'lucide-react'
import { toast } from 'sonner'

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-ink bg-hero-glow text-white">
      <div className="section text-center">
        <span className="inline-flex items-center gap-2 rounded-full border border-brand-400/40 bg-brand-900/40 px-4 py-1 text-xs text-brand-100 animate-fade-up">
          <Sparkles className="h-3 w-3" /> New: AI status reports
        </span>
        <h1 className="mx-auto mt-6 max-w-3xl text-5xl font-bold md:text-7xl animate-fade-up [animation-delay:100ms]">
          Ship your roadmap,{' '}
          <span className="text-gradient">not status decks</span>
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-white/70 animate-fade-up [animation-delay:200ms]">
          Orbit turns issues, docs and releases into a living roadmap your whole
          company can read.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <button
            className="btn-brand"
            onClick={() => toast.success('Trial started — check your inbox')}
          >
            Start free trial
            <ArrowRight className="h-4 w-4" />
          </button>
          <a
            href="#features"
            className="btn-ghost border-white/20 text-white hover:bg-white/10"
          >
            See features
          </a>
        </div>
        <div className="mx-auto mt-16 max-w-4xl animate-float">
          <div className="glass-card text-left">
            <div className="mb-4 flex gap-2">
              <span className="h-3 w-3 rounded-full bg-red-400" />
              <span className="h-3 w-3 rounded-full bg-yellow-400" />
              <span className="h-3 w-3 rounded-full bg-green-400" />
            </div>
            {[
              'Q3 · Mobile app beta',
              'Q3 · SSO for enterprise',
              'Q4 · Public API v2',
            ].map((row, i) => (
              <div
                key={row}
                className="flex items-center justify-between border-t border-white/10 py-3 text-sm"
              >
                <span>{row}</span>
                <span className="rounded-full bg-brand-500/20 px-2 py-0.5 text-xs text-brand-100">
                  {['On track', 'In review', 'Planned'][i]}
                </span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
