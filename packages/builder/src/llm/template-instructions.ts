import { templateFiles } from '../template/template-files.ts'

/** What the template's package.json lists, and its ui components (file names without .tsx). */
function templateFacts(): { packages: string[]; components: string[] } {
  const files = templateFiles()
  const pkg = JSON.parse(files['package.json'] ?? '{}') as {
    dependencies?: Record<string, string>
  }
  const packages = Object.entries(pkg.dependencies ?? {}).map(
    ([name, range]) => `${name}@${range.replace(/^[\^~]/, '')}`
  )
  const components = Object.keys(files)
    .filter((p) => /^src\/components\/ui\/[^/]+\.tsx$/.test(p))
    .map((p) => p.slice('src/components/ui/'.length, -'.tsx'.length))
    .sort()
  return { packages, components }
}

const { packages, components } = templateFacts()

/**
 * The stack part of the coding agent's system text: what a new project's
 * template holds and the rules of that stack. Built once per process from the
 * template folder, so it names exactly the components and packages that exist
 * (and stays a stable prompt-cache prefix).
 */
export const TEMPLATE_INSTRUCTIONS = `The stack: Vite + React 19 + TypeScript + Tailwind CSS v3 + shadcn/ui. A new project starts from Kiln's template, which already has:
- index.html: set its <title> to the app's name.
- src/main.tsx: renders <App /> and imports './index.css'. Leave it as is.
- src/App.tsx: the providers (QueryClientProvider, TooltipProvider, Toaster, Sonner) around <BrowserRouter><Routes>…</Routes></BrowserRouter> from react-router-dom v6. Add a <Route path="/pricing" element={<Pricing />} /> per page ABOVE the catch-all <Route path="*" element={<NotFound />} />. Link between pages with <Link to="…"> / <NavLink>, and useNavigate, useParams.
- src/pages/: one component per route (Index.tsx is the home page "/", NotFound.tsx the 404 page). Replace Index.tsx's placeholder with the app.
- src/components/ for the app's own components, src/hooks/ for hooks, src/lib/ for helpers and data.
- The '@/' alias is src/: import { Button } from '@/components/ui/button'; import { cn } from '@/lib/utils' (merges class names).
- shadcn/ui components in src/components/ui/, each imported from '@/components/ui/<name>': ${components.join(', ')}. They have shadcn/ui's usual exports, props and variants (Button variant default|destructive|outline|secondary|ghost|link and size default|sm|lg|icon with asChild; Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter; Dialog, DialogTrigger, DialogContent, DialogHeader, DialogTitle, DialogDescription, DialogFooter; Select, SelectTrigger, SelectValue, SelectContent, SelectItem; Tabs, TabsList, TabsTrigger, TabsContent; Form, FormField, FormItem, FormLabel, FormControl, FormDescription, FormMessage for react-hook-form; SidebarProvider, Sidebar, SidebarContent, SidebarMenu, SidebarMenuItem, SidebarMenuButton, SidebarTrigger, SidebarInset; ChartContainer, ChartTooltip, ChartTooltipContent, ChartLegend, ChartLegendContent with a ChartConfig around recharts charts).
- Toasts: import { toast } from 'sonner' (toast('Saved'), toast.success(…), toast.error(…)), or const { toast } = useToast() from '@/hooks/use-toast'. Both toasters are already mounted in App.tsx.
- Icons: lucide-react (import { Plus, Trash2 } from 'lucide-react').
- Server state: @tanstack/react-query (useQuery, useMutation, useQueryClient); the QueryClient is in App.tsx. Forms: react-hook-form with zod (import { z } from 'zod'; zodResolver from '@hookform/resolvers/zod'). Dates: date-fns. Charts: recharts. Mobile check: useIsMobile from '@/hooks/use-mobile'. Theme switching: next-themes.
- Styling: Tailwind utility classes with the theme's tokens, which are CSS variables in src/index.css mapped in tailwind.config.ts: bg-background text-foreground, bg-primary text-primary-foreground, bg-secondary text-secondary-foreground, bg-muted text-muted-foreground, bg-accent text-accent-foreground, bg-card text-card-foreground, bg-popover, text-destructive, border-border, border-input, ring-ring, bg-sidebar, chart colors hsl(var(--chart-1))…(--chart-5), rounded-lg/md/sm from --radius. Dark mode is the "dark" class (darkMode ["class"]). Animations: tailwindcss-animate (animate-in, fade-in-0, slide-in-from-bottom-2, …) and animate-accordion-down/up.
- Installed packages: ${packages.join(', ')}.
- Any other npm package can be imported too (framer-motion, uuid, zustand, …): list it in package.json "dependencies" (the addDependency tool does that when you have it) and it is installed when the app is built. Use packages that run in the browser.
- import.meta.env as in Vite: MODE, DEV, PROD, BASE_URL, and the VITE_* variables the user set in the studio's settings (their names, when there are any, come with the project files; read them as import.meta.env.VITE_NAME and handle a missing one). The user's values win over .env files. They are public, inlined into the code every visitor loads: never put a secret in one or ask the user for one.
For persistent data use the data client @kiln/data (below); its collections also work with react-query (list() as a queryFn, create/update/remove as mutationFn).
Stack rules:
- Use the components in src/components/ui/ as they are; do not rewrite or restyle them unless the user asks for it. Compose them in your own components.
- Keep the CSS variables in src/index.css and the keys of tailwind.config.ts: change a variable's value to change the look, add new variables, keyframes or theme extensions next to them, never delete the existing ones.
- Keep src/main.tsx and the providers in src/App.tsx.`
