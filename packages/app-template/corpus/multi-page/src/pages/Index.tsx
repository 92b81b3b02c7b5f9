import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { menu } from '@/data/menu'
import { ArrowRight } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'

const Index = () => {
  const navigate = useNavigate()
  return (
    <>
      <section className="bg-gradient-to-b from-amber-50 to-background py-24">
        <div className="container text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
            Baked fresh every morning
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground">
            Slow-fermented breads, buttery pastries and good coffee, since 1998.
          </p>
          <div className="mt-8 flex justify-center gap-4">
            <Button size="lg" onClick={() => navigate('/menu')}>
              See the menu <ArrowRight />
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/about">Our story</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="container py-16">
        <h2 className="mb-8 text-2xl font-semibold">Today's favourites</h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {menu.map((item) => (
            <Card key={item.slug} className="transition-shadow hover:shadow-md">
              <CardContent className="p-6">
                <p className="text-xs uppercase tracking-wide text-muted-foreground">
                  {item.category}
                </p>
                <Link
                  to={`/menu/${item.slug}`}
                  className="mt-1 block font-semibold hover:underline"
                >
                  {item.name}
                </Link>
                <p className="mt-2 text-sm text-muted-foreground">
                  ${item.price.toFixed(2)}
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </>
  )
}

export default Index
