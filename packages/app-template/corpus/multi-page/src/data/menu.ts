export interface MenuItem {
  slug: string
  name: string
  price: number
  category: 'Bread' | 'Pastry' | 'Coffee'
  description: string
}

export const menu: MenuItem[] = [
  {
    slug: 'sourdough-loaf',
    name: 'Sourdough loaf',
    price: 7.5,
    category: 'Bread',
    description: 'Naturally leavened for 36 hours, with a crackling crust.',
  },
  {
    slug: 'cinnamon-roll',
    name: 'Cinnamon roll',
    price: 4.25,
    category: 'Pastry',
    description: 'Laminated dough, brown butter cinnamon filling, cream cheese glaze.',
  },
  {
    slug: 'almond-croissant',
    name: 'Almond croissant',
    price: 4.75,
    category: 'Pastry',
    description: 'Twice-baked with frangipane and toasted almonds.',
  },
  {
    slug: 'flat-white',
    name: 'Flat white',
    price: 3.8,
    category: 'Coffee',
    description: 'Double ristretto with velvety steamed milk.',
  },
]
