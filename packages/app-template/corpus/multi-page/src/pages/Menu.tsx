import { Badge } from '@/components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { menu } from '@/data/menu'
import { Link } from 'react-router-dom'

const categories = ['All', 'Bread', 'Pastry', 'Coffee'] as const

const Menu = () => (
  <div className="container py-12">
    <h1 className="mb-6 text-3xl font-bold">Our menu</h1>
    <Tabs defaultValue="All">
      <TabsList>
        {categories.map((c) => (
          <TabsTrigger key={c} value={c}>
            {c}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map((c) => (
        <TabsContent key={c} value={c} className="divide-y">
          {menu
            .filter((item) => c === 'All' || item.category === c)
            .map((item) => (
              <Link
                key={item.slug}
                to={`/menu/${item.slug}`}
                className="flex items-center justify-between py-4 hover:bg-muted/50"
              >
                <div>
                  <p className="font-medium">{item.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {item.description}
                  </p>
                </div>
                <Badge variant="secondary">${item.price.toFixed(2)}</Badge>
              </Link>
            ))}
        </TabsContent>
      ))}
    </Tabs>
  </div>
)

export default Menu
