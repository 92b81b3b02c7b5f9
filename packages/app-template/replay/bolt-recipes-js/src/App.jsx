import { Routes, Route } from 'react-router-dom'
import Header from '@components/Header'
import RecipeList from './pages/RecipeList'
import RecipeDetail from '~/pages/RecipeDetail'

export default function App() {
  return (
    <div className="min-h-screen">
      <Header />
      <main className="mx-auto max-w-4xl px-4 py-10">
        <Routes>
          <Route path="/" element={<RecipeList />} />
          <Route path="/recipes/:id" element={<RecipeDetail />} />
        </Routes>
      </main>
    </div>
  )
}
