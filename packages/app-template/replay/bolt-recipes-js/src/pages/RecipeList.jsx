import { useState } from 'react'
import { Search } from 'lucide-react'
import recipes from '../data/recipes.json'
import { RecipeCard } from '@components/RecipeCard'

export default function RecipeList() {
  const [query, setQuery] = useState('')
  const shown = recipes.filter((r) => r.title.toLowerCase().includes(query.toLowerCase()))
  return (
    <div>
      <h1 className="text-4xl">Our recipes</h1>
      <label className="mt-6 flex items-center gap-2 rounded-lg border bg-white px-3 py-2">
        <Search size={18} className="text-gray-400" />
        <input
          aria-label="Search recipes"
          className="flex-1 outline-none"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search recipes..."
        />
      </label>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {shown.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </div>
    </div>
  )
}
