import { KilnLogo } from '@/components/kiln-logo'
import { Button } from '@/components/ui/button'
import { Link } from '@tanstack/react-router'

export function LandingHeader() {
  return (
    <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
      <Link to="/" className="flex items-center gap-2 text-lg font-semibold">
        <KilnLogo />
        Kiln
      </Link>
      <nav aria-label="Account" className="flex items-center gap-2">
        <Button asChild variant="ghost">
          <Link to="/login">Log in</Link>
        </Button>
        <Button asChild>
          <Link to="/signup">Sign up</Link>
        </Button>
      </nav>
    </header>
  )
}
