import type { ChatRequest } from '@kiln/builder/test/scripted-openai-server'
import type { Client } from './client'
import type { FakeFigma } from './fakes/figma'
import type { Figure } from './figure'
import type { Instance, LaunchOptions } from './instance'
import type { Cast } from './users'

/** What every probe gets: the shared instance, its users, and ways to start more. */
export type ProbeContext = {
  /** A fresh Kiln shared by probes that only talk to its API. */
  instance: Instance
  client: Client
  /** owner (on the allow-list), other (a stranger), admin — signed up on `instance`. */
  cast: Cast
  /** A further fresh instance with the same fakes; the probe must dispose() it. */
  launch(options?: LaunchOptions): Promise<Instance>
  /** The model id that builds with the scripted LLM (`compatible:scoreboard-model`). */
  llmModel: string
  llm: {
    baseUrl: string
    requests: ChatRequest[]
    script: (
      ...replies: {
        text?: string
        toolCalls?: { name: string; args: unknown }[]
        /** An HTTP error whose message gets the request's API key. */
        error?: { status: number; message: (apiKey: string) => string }
      }[]
    ) => void
    pending: () => number
    reset: () => void
  }
  figma: FakeFigma
  /** A secret Figma token the fake accepts; it must never appear anywhere but the vault. */
  canarySecret: string
  /** The loopback address outbound requests may reach (OUTBOUND_ALLOWED_ADDRESSES). */
  allowedAddress: string
  log(message: string): void
}

export type Probe = {
  /** Used by SCOREBOARD_ONLY and in figure ids. */
  name: string
  /** Run order: API probes 10–40, outbound and secrets 50–60, kills and races 70–80, browser 90, load 100. */
  order: number
  run(ctx: ProbeContext): Promise<Figure[]>
}
