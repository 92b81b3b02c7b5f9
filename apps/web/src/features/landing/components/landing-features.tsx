import { History, MessageSquareCode, Plug, Server } from 'lucide-react'

const features = [
  {
    Icon: MessageSquareCode,
    title: 'From prompt to app',
    text: 'A chat and a live preview side by side. Kiln writes the code, bundles it and hosts the result in a sandbox.',
  },
  {
    Icon: History,
    title: 'Versions built in',
    text: 'Each prompt makes a new version of the project. Preview any version, compare them and restore the one you liked.',
  },
  {
    Icon: Plug,
    title: 'Integrations',
    text: 'Connect MCP tool servers and your own APIs so generated apps can use real tools and data. Keys stay encrypted.',
  },
  {
    Icon: Server,
    title: 'Yours to host',
    text: 'One command starts Kiln with an embedded database. Bring your own LLM key, or use the offline generator to try it.',
  },
] as const

export function LandingFeatures() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-6 pb-24"
    >
      <h2 id="features-title" className="sr-only">
        What Kiln does
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ Icon, title, text }) => (
          <li key={title} className="bg-card rounded-xl border p-6">
            <Icon className="text-primary size-6" aria-hidden />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
