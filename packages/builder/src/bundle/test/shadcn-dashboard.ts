import type { FileMap } from '../../files/file-map.ts'

/**
 * A dashboard the way Lovable-style generators write it: shadcn/ui button
 * and card, a v3 tailwind.config.ts with CSS-variable colours and
 * tailwindcss-animate, `@tailwind` directives with `@apply border-border`,
 * react-router-dom, react-query, recharts, sonner, react-hook-form with the
 * zod resolver and date-fns locales.
 */
export const shadcnDashboard: FileMap = {
  'package.json': JSON.stringify({
    name: 'sales-dashboard',
    private: true,
    type: 'module',
    dependencies: {
      '@hookform/resolvers': '^5.2.2',
      '@radix-ui/react-slot': '^1.2.3',
      '@tanstack/react-query': '^5.83.0',
      'class-variance-authority': '^0.7.1',
      clsx: '^2.1.1',
      'date-fns': '^4.1.0',
      'lucide-react': '^0.462.0',
      react: '^19.1.0',
      'react-dom': '^19.1.0',
      'react-hook-form': '^7.61.1',
      'react-router-dom': '^6.30.1',
      recharts: '^2.15.4',
      sonner: '^2.0.6',
      'tailwind-merge': '^3.3.1',
      'tailwindcss-animate': '^1.0.7',
      zod: '^4.0.0',
    },
    devDependencies: { tailwindcss: '^3.4.17', vite: '^5.4.19' },
  }),
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Sales at a glance" />
    <link rel="icon" href="/favicon.svg" />
    <link rel="preconnect" href="https://fonts.googleapis.com" />
    <title>Sales Dashboard</title>
    <script src="https://cdn.example.com/tracker.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'public/favicon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>',
  'vite.config.ts': `import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react-swc'
import path from 'path'
export default defineConfig({ plugins: [react()], resolve: { alias: { '@': path.resolve(__dirname, './src') } } })
`,
  'postcss.config.js':
    'export default { plugins: { tailwindcss: {}, autoprefixer: {} } }\n',
  'tailwind.config.ts': `import type { Config } from "tailwindcss";
import animate from "tailwindcss-animate";

export default {
  darkMode: ["class"],
  content: ["./pages/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./src/**/*.{ts,tsx}"],
  prefix: "",
  theme: {
    container: { center: true, padding: "2rem", screens: { "2xl": "1400px" } },
    extend: {
      colors: {
        border: "hsl(var(--border))",
        input: "hsl(var(--input))",
        ring: "hsl(var(--ring))",
        background: "hsl(var(--background))",
        foreground: "hsl(var(--foreground))",
        primary: { DEFAULT: "hsl(var(--primary))", foreground: "hsl(var(--primary-foreground))" },
        muted: { DEFAULT: "hsl(var(--muted))", foreground: "hsl(var(--muted-foreground))" },
        card: { DEFAULT: "hsl(var(--card))", foreground: "hsl(var(--card-foreground))" },
        brand: { 500: "#7c3aed" },
      },
      borderRadius: { lg: "var(--radius)", md: "calc(var(--radius) - 2px)", sm: "calc(var(--radius) - 4px)" },
      keyframes: {
        "accordion-down": { from: { height: "0" }, to: { height: "var(--radix-accordion-content-height)" } },
      },
      animation: { "accordion-down": "accordion-down 0.2s ease-out" },
    },
  },
  plugins: [animate],
} satisfies Config;
`,
  'src/index.css': `@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap');
@tailwind base;
@tailwind components;
@tailwind utilities;

@layer base {
  :root {
    --background: 0 0% 100%;
    --foreground: 222.2 84% 4.9%;
    --card: 0 0% 100%;
    --card-foreground: 222.2 84% 4.9%;
    --primary: 222.2 47.4% 11.2%;
    --primary-foreground: 210 40% 98%;
    --muted: 210 40% 96.1%;
    --muted-foreground: 215.4 16.3% 46.9%;
    --border: 214.3 31.8% 91.4%;
    --input: 214.3 31.8% 91.4%;
    --ring: 222.2 84% 4.9%;
    --radius: 0.5rem;
  }
  .dark {
    --background: 222.2 84% 4.9%;
    --foreground: 210 40% 98%;
  }
}

@layer base {
  * {
    @apply border-border;
  }
  body {
    @apply bg-background text-foreground;
  }
}
`,
  'src/main.tsx': `import { createRoot } from "react-dom/client";
import App from "./App.tsx";
import "./index.css";

createRoot(document.getElementById("root")!).render(<App />);
`,
  'src/lib/utils.ts': `import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
`,
  'src/components/ui/button.tsx': `import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium ring-offset-background transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        outline: "border border-input bg-background hover:bg-muted",
      },
      size: { default: "h-10 px-4 py-2", sm: "h-9 rounded-md px-3" },
    },
    defaultVariants: { variant: "default", size: "default" },
  }
);

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>,
    VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, asChild = false, ...props }, ref) => {
    const Comp = asChild ? Slot : "button";
    return <Comp className={cn(buttonVariants({ variant, size, className }))} ref={ref} {...props} />;
  }
);
Button.displayName = "Button";

export { Button, buttonVariants };
`,
  'src/components/ui/card.tsx': `import * as React from "react";
import { cn } from "@/lib/utils";

const Card = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(({ className, ...props }, ref) => (
  <div ref={ref} className={cn("rounded-lg border bg-card text-card-foreground shadow-sm animate-in fade-in-0", className)} {...props} />
));
Card.displayName = "Card";

export { Card };
`,
  'src/App.tsx': `import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Routes, Route } from "react-router-dom";
import { Toaster } from "sonner";
import Index from "./pages/Index";
import NotFound from "./pages/NotFound";

const queryClient = new QueryClient();

const App = () => (
  <QueryClientProvider client={queryClient}>
    <Toaster />
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Index />} />
        <Route path="/missing" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  </QueryClientProvider>
);

export default App;
`,
  'src/pages/NotFound.tsx': `export default function NotFound() {
  return <p className="text-muted-foreground">Not found</p>;
}
`,
  'src/pages/Index.tsx': `import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, ResponsiveContainer, XAxis } from "recharts";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { format } from "date-fns";
import { enUS } from "date-fns/locale";
import { toast } from "sonner";
import { TrendingUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const schema = z.object({ target: z.coerce.number().min(1) });
const sales = [
  { month: "Jan", total: 120 },
  { month: "Feb", total: 180 },
  { month: "Mar", total: 150 },
];

export default function Index() {
  const { data = [] } = useQuery({ queryKey: ["sales"], queryFn: async () => sales });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { target: 200 } });
  return (
    <main className="container py-8 space-y-4">
      <h1 className="text-3xl font-semibold text-brand-500 flex items-center gap-2">
        <TrendingUp className="h-6 w-6" /> Sales
      </h1>
      <p data-testid="today">{format(new Date(2024, 0, 15), "PPP", { locale: enUS })}</p>
      <Card className="p-4 h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data}>
            <XAxis dataKey="month" />
            <Bar dataKey="total" fill="hsl(var(--primary))" />
          </BarChart>
        </ResponsiveContainer>
      </Card>
      <form onSubmit={form.handleSubmit((v) => toast.success("Target " + v.target))}>
        <input className="border rounded-md px-2" {...form.register("target")} />
        <Button type="submit">Save target</Button>
      </form>
    </main>
  );
}
`,
}
