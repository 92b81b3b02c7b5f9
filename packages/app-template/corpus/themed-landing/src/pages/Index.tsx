import { Hero } from '@/components/Hero'
import { ThemeToggle } from '@/components/ThemeToggle'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { GitBranch, LineChart, MessageSquare, Rocket } from 'lucide-react'

const features = [
  {
    icon: GitBranch,
    title: 'Synced with your tracker',
    text: 'Linear, Jira and GitHub issues roll up automatically.',
  },
  {
    icon: LineChart,
    title: 'Progress you can trust',
    text: 'Status comes from real work, not from wishful thinking.',
  },
  {
    icon: MessageSquare,
    title: 'Feedback in context',
    text: 'Customers vote and comment right on the roadmap.',
  },
  {
    icon: Rocket,
    title: 'Launch notes for free',
    text: 'Every shipped item becomes a changelog entry.',
  },
]

const Index = () => (
  <div className="min-h-screen">
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="container flex h-16 items-center justify-between text-white">
        <span className="font-display text-xl font-bold">Orbit</span>
        <ThemeToggle />
      </div>
    </header>
    <Hero />
    <section id="features" className="section">
      <h2 className="section-title text-center">Loved by product teams</h2>
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {features.map((f) => (
          <Card
            key={f.title}
            className="rounded-4xl transition hover:-translate-y-1 hover:shadow-glow"
          >
            <CardHeader>
              <f.icon className="h-8 w-8 text-brand-600" />
              <CardTitle className="text-lg">{f.title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              {f.text}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  </div>
)

export default Index
