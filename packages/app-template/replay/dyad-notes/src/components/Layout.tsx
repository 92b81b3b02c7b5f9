import { NavLink, Outlet } from "react-router-dom";
import { NotebookPen, Settings as SettingsIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { MadeWithDyad } from "@/components/made-with-dyad";

const link = ({ isActive }: { isActive: boolean }) =>
  cn("flex items-center gap-2 rounded-md px-3 py-2 text-sm", isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted");

export default function Layout() {
  return (
    <div className="flex min-h-screen">
      <aside className="w-56 border-r bg-card p-4">
        <p className="mb-6 text-lg font-bold">Notely</p>
        <nav className="space-y-1">
          <NavLink to="/notes" className={link}>
            <NotebookPen className="h-4 w-4" /> Notes
          </NavLink>
          <NavLink to="/settings" className={link}>
            <SettingsIcon className="h-4 w-4" /> Settings
          </NavLink>
        </nav>
      </aside>
      <main className="flex-1 p-8">
        <Outlet />
        <MadeWithDyad />
      </main>
    </div>
  );
}
