import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Clock, Heart } from 'lucide-react'

export interface Recipe {
  name: string
  minutes: number
  tags: string[]
  blurb: string
}

export function RecipeCard({
  recipe,
  liked,
  onLike,
}: {
  recipe: Recipe
  liked: boolean
  onLike: () => void
}) {
  return (
    <Card className="flex flex-col rounded-xl">
      <CardHeader>
        <CardTitle className="font-serif text-xl">{recipe.name}</CardTitle>
        <CardDescription className="flex items-center gap-1">
          <Clock className="size-3.5" /> {recipe.minutes} min
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 text-sm text-muted-foreground">
        {recipe.blurb}
      </CardContent>
      <CardFooter className="flex items-center justify-between">
        <div className="flex gap-1">
          {recipe.tags.map((t) => (
            <Badge key={t} variant="secondary">
              {t}
            </Badge>
          ))}
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onLike}
          aria-pressed={liked}
        >
          <Heart className={liked ? 'fill-tomato text-tomato' : ''} />
          <span className="sr-only">Like</span>
        </Button>
      </CardFooter>
    </Card>
  )
}
