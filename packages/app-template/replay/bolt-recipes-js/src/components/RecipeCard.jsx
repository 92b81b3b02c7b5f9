import { Clock } from 'lucide-react'
import { Link } from 'react-router-dom'

export function RecipeCard({ recipe }) {
  return (
    <Link to={`/recipes/${recipe.id}`} className="recipe-card block">
      <h2 className="text-xl">{recipe.title}</h2>
      <p className="mt-2 flex items-center gap-1 text-sm text-gray-500">
        <Clock size={16} /> {recipe.minutes} min
      </p>
      <div className="mt-3 flex gap-2">
        {recipe.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-sage-100 px-2 py-0.5 text-xs text-sage-700">{tag}</span>
        ))}
      </div>
    </Link>
  )
}
