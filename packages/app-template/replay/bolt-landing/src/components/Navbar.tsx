import { useState } from 'react';
import { BarChart3, Menu, X } from 'lucide-react';

export default function Navbar() {
  const [open, setOpen] = useState(false);
  return (
    <nav className="fixed top-0 z-50 w-full border-b border-gray-100 bg-white bg-opacity-90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4 sm:px-6 lg:px-8">
        <a href="#" className="flex items-center gap-2 text-xl font-extrabold text-brand-900">
          <BarChart3 className="h-7 w-7 text-brand-600" /> Lumen
        </a>
        <div className="hidden items-center gap-8 md:flex">
          <a href="#features" className="text-gray-600 hover:text-brand-600">Features</a>
          <a href="#pricing" className="text-gray-600 hover:text-brand-600">Pricing</a>
          <a href="#signup" className="btn-primary">Start free trial</a>
        </div>
        <button className="md:hidden" aria-label="Toggle menu" onClick={() => setOpen(!open)}>
          {open ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
      </div>
      {open && (
        <div className="space-y-2 px-4 pb-4 md:hidden">
          <a href="#features" className="block text-gray-600">Features</a>
          <a href="#pricing" className="block text-gray-600">Pricing</a>
        </div>
      )}
    </nav>
  );
}
