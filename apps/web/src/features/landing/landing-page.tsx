import { LandingFeatures } from './components/landing-features'
import { LandingHeader } from './components/landing-header'
import { LandingHero } from './components/landing-hero'

/** What Kiln is, for visitors who are not signed in. */
export function LandingPage() {
  return (
    <div className="bg-background min-h-dvh">
      <LandingHeader />
      <main>
        <LandingHero />
        <LandingFeatures />
      </main>
      <footer className="text-muted-foreground border-t px-6 py-8 text-center text-sm">
        Kiln is open source and runs on your own machine or server.
      </footer>
    </div>
  )
}
