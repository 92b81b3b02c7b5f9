import { lazy, Suspense } from "react";
import { Toaster } from "@/components/ui/toaster";
import { Toaster as Sonner } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Routes, Route, NavLink } from "react-router-dom";
import Index from "./pages/Index";
import NotFound from "./pages/NotFound";

// Reports pull in the charting library: load them when visited.
const Reports = lazy(() => import("./pages/reports"));

const queryClient = new QueryClient();

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? "font-semibold text-primary" : "text-muted-foreground hover:text-foreground";

const App = () => (
  <QueryClientProvider client={queryClient}>
    <TooltipProvider>
      <Toaster />
      <Sonner />
      <BrowserRouter>
        <nav className="flex gap-6 border-b px-6 py-4">
          <NavLink to="/" end className={navClass}>Expenses</NavLink>
          <NavLink to="/reports" className={navClass}>Reports</NavLink>
        </nav>
        <Suspense fallback={<p className="p-6">Loading…</p>}>
          <Routes>
            <Route path="/" element={<Index />} />
            <Route path="/reports" element={<Reports />} />
            {/* ADD ALL CUSTOM ROUTES ABOVE THE CATCH-ALL "*" ROUTE */}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </TooltipProvider>
  </QueryClientProvider>
);

export default App;
