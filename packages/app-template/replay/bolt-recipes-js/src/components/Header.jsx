import { Link } from 'react-router-dom'
import logo from '../assets/logo.svg'
import Sprout from '../assets/logo.svg?react'

const Header = () => (
  <header className="border-b border-sage-100 bg-white">
    <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-4">
      <img src={logo} alt="Recipe Box logo" className="h-8 w-8" />
      <Link to="/" className="font-serif text-2xl text-sage-700">Recipe Box</Link>
      <Sprout className="ml-auto h-6 w-6" role="img" aria-label="Fresh today" />
    </div>
  </header>
)

export default Header
