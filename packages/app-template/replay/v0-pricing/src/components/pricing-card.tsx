import { Check } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card"
import { cn } from "@/lib/utils"

export type Plan = {
  name: string
  description: string
  monthly: number
  features: string[]
  featured?: boolean
}

export function PricingCard({ plan, yearly, onChoose }: { plan: Plan; yearly: boolean; onChoose: (plan: Plan) => void }) {
  const price = yearly ? Math.round(plan.monthly * 10) : plan.monthly

  return (
    <Card className={cn("relative", plan.featured && "border-primary shadow-lg ring-1 ring-primary")}>
      {plan.featured && (
        <span className="bg-primary text-primary-foreground absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-medium">
          Most popular
        </span>
      )}
      <CardHeader>
        <CardTitle className="text-xl">{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-4xl font-bold tracking-tight">
          ${price}
          <span className="text-muted-foreground text-base font-normal">/{yearly ? "year" : "month"}</span>
        </p>
        <ul className="space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="text-primary size-4" /> {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" variant={plan.featured ? "default" : "outline"} onClick={() => onChoose(plan)}>
          Choose {plan.name}
        </Button>
      </CardFooter>
    </Card>
  )
}
