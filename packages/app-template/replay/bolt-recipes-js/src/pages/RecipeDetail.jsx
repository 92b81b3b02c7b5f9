import { Link, useParams } from 'react-router-dom'
import recipes from '~/data/recipes.json'

export default function RecipeDetail() {
  const { id } = useParams()
  const recipe = recipes.find((r) => r.id === id)
  if (!recipe) return <p>Recipe not found. <Link to="/">Back</Link></p>
  return (
    <article className="prose prose-stone max-w-none">
      <h1>{recipe.title}</h1>
      <h2>Ingredients</h2>
      <ul>
        {recipe.ingredients.map((item) => <li key={item}>{item}</li>)}
      </ul>
      <h2>Method</h2>
      <ol>
        {recipe.steps.map((step) => <li key={step}>{step}</li>)}
      </ol>
    </article>
  )
}
