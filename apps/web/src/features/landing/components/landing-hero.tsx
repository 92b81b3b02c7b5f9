import { Button } from '@/components/ui/button'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'

export function LandingHero() {
  return (
    <section className="mx-auto max-w-4xl px-6 pt-16 pb-20 text-center md:pt-24">
      <p className="text-primary mb-4 text-sm font-medium">
        Self-hostable AI app builder
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-balance md:text-6xl">
        Describe an app. Kiln builds it.
      </h1>
      <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty">
        Type what you need in plain words. Kiln plans it, writes a React app
        with an LLM, builds it and shows a live preview next to the chat. Every
        follow-up prompt makes a new version you can compare and restore.
      </p>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/signup">
            Sign up
            <ArrowRight />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/login">Log in</Link>
        </Button>
      </div>
    </section>
  )
}
