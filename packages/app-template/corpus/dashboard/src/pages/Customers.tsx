import { DashboardLayout } from '@/components/DashboardLayout'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Progress } from '@/components/ui/progress'
import { useState } from 'react'

const customers = [
  { name: 'Acme Corp', plan: 'Enterprise', usage: 82 },
  { name: 'Globex', plan: 'Pro', usage: 45 },
  { name: 'Initech', plan: 'Starter', usage: 17 },
]

const Customers = () => {
  const [query, setQuery] = useState('')
  const shown = customers.filter((c) =>
    c.name.toLowerCase().includes(query.toLowerCase())
  )
  return (
    <DashboardLayout title="Customers">
      <Input
        placeholder="Search customers..."
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="max-w-sm"
      />
      <div className="grid gap-4 md:grid-cols-3">
        {shown.map((c) => (
          <Card key={c.name}>
            <CardHeader>
              <CardTitle>{c.name}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2">
              <p className="text-sm text-muted-foreground">{c.plan} plan</p>
              <Progress value={c.usage} />
              <p className="text-xs text-muted-foreground">
                {c.usage}% of quota
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
    </DashboardLayout>
  )
}

export default Customers
