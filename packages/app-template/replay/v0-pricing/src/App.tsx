import { useState } from "react"
import { toast } from "sonner"

import { ModeToggle } from "@/components/mode-toggle"
import { PricingCard, type Plan } from "@/components/pricing-card"
import { ThemeProvider } from "@/components/theme-provider"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"
import { Label } from "@/components/ui/label"
import { Toaster } from "@/components/ui/sonner"
import { Switch } from "@/components/ui/switch"

const plans: Plan[] = [
  { name: "Starter", description: "For side projects", monthly: 0, features: ["1 workspace", "100 messages a day"] },
  { name: "Team", description: "For growing teams", monthly: 24, features: ["10 workspaces", "Unlimited messages", "Shared inbox"], featured: true },
  { name: "Scale", description: "For large organisations", monthly: 79, features: ["Unlimited workspaces", "SSO", "Audit log"] },
]

export default function App() {
  const [yearly, setYearly] = useState(false)

  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false}>
      <div className="min-h-svh">
        <header className="mx-auto flex max-w-5xl items-center justify-between px-6 py-4">
          <span className="flex items-center gap-2 text-lg font-semibold">
            <img src="/logo.svg" alt="" className="size-6" /> Relay
          </span>
          <ModeToggle />
        </header>
        <main className="mx-auto max-w-5xl px-6 py-12">
          <section className="text-center">
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Simple pricing for every team</h1>
            <p className="text-muted-foreground mt-4">Start free. Upgrade when your team does.</p>
            <div className="mt-8 flex items-center justify-center gap-3">
              <Label htmlFor="billing">Bill yearly</Label>
              <Switch id="billing" checked={yearly} onCheckedChange={setYearly} />
              <span className="text-primary text-sm font-medium">2 months free</span>
            </div>
          </section>
          <section className="mt-12 grid gap-6 md:grid-cols-3">
            {plans.map((plan) => (
              <PricingCard key={plan.name} plan={plan} yearly={yearly} onChoose={(p) => toast.success(`${p.name} plan selected`)} />
            ))}
          </section>
          <section className="mt-16 text-center">
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="link">Need more? Talk to sales</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Talk to sales</DialogTitle>
                  <DialogDescription>Write to sales@relay.example and we will reply within a day.</DialogDescription>
                </DialogHeader>
              </DialogContent>
            </Dialog>
          </section>
        </main>
        <Toaster />
      </div>
    </ThemeProvider>
  )
}
