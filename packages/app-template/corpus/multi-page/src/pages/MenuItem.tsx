import { Button } from '@/components/ui/button'
import { menu } from '@/data/menu'
import { ArrowLeft, ShoppingBag } from 'lucide-react'
import { Link, Navigate, useParams } from 'react-router-dom'
import { toast } from 'sonner'

const MenuItem = () => {
  const { slug } = useParams<{ slug: string }>()
  const item = menu.find((m) => m.slug === slug)
  if (!item) return <Navigate to="/menu" replace />

  return (
    <div className="container max-w-2xl py-12">
      <Link
        to="/menu"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" /> Back to menu
      </Link>
      <h1 className="mt-4 text-4xl font-bold">{item.name}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{item.description}</p>
      <div className="mt-8 flex items-center gap-4">
        <span className="text-2xl font-semibold">${item.price.toFixed(2)}</span>
        <Button
          onClick={() => toast.success(`${item.name} added to your order`)}
        >
          <ShoppingBag /> Add to order
        </Button>
      </div>
    </div>
  )
}

export default MenuItem
