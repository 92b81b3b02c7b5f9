import { Button } from '@/components/ui/button'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'

const NotFound = () => {
  const location = useLocation()

  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      location.pathname
    )
  }, [location.pathname])

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">
        This page is not on the menu
      </p>
      <Button asChild>
        <Link to="/">Back to the bakery</Link>
      </Button>
    </div>
  )
}

export default NotFound
