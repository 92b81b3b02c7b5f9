import { RecipeCard, type Recipe } from '@/components/RecipeCard'
import { Input } from '@/components/ui/input'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { useMemo, useState } from 'react'

const recipes: Recipe[] = [
  {
    name: 'Shakshuka',
    minutes: 30,
    tags: ['Weeknight', 'Vegetarian'],
    blurb: 'Eggs poached in a spiced tomato and pepper sauce.',
  },
  {
    name: 'Miso salmon',
    minutes: 20,
    tags: ['Weeknight'],
    blurb: 'Sweet-salty glaze, broiled until caramelised.',
  },
  {
    name: 'Mushroom risotto',
    minutes: 45,
    tags: ['Vegetarian'],
    blurb: 'Creamy arborio with porcini and parmesan.',
  },
  {
    name: 'Lemon tart',
    minutes: 90,
    tags: ['Dessert'],
    blurb: 'Crisp pastry, silky curd, a little burnt sugar.',
  },
]

const Index = () => {
  const [query, setQuery] = useState('')
  const [tag, setTag] = useState('All')
  const [liked, setLiked] = useState<Set<string>>(new Set())

  const shown = useMemo(
    () =>
      recipes.filter(
        (r) =>
          r.name.toLowerCase().includes(query.toLowerCase()) &&
          (tag === 'All' || r.tags.includes(tag))
      ),
    [query, tag]
  )

  const toggleLike = (name: string) =>
    setLiked((prev) => {
      const next = new Set(prev)
      if (next.has(name)) next.delete(name)
      else next.add(name)
      return next
    })

  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-serif text-5xl font-bold text-primary">Recipe box</h1>
      <p className="mt-3 text-muted-foreground">
        {liked.size} favourites saved
      </p>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Input
          placeholder="Search recipes"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="sm:max-w-xs"
        />
        <ToggleGroup
          type="single"
          value={tag}
          onValueChange={(v) => v && setTag(v)}
          variant="outline"
        >
          {['All', 'Weeknight', 'Vegetarian', 'Dessert'].map((t) => (
            <ToggleGroupItem key={t} value={t}>
              {t}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
      <div className="recipe-grid mt-10">
        {shown.map((r) => (
          <RecipeCard
            key={r.name}
            recipe={r}
            liked={liked.has(r.name)}
            onLike={() => toggleLike(r.name)}
          />
        ))}
      </div>
    </main>
  )
}

export default Index
