import React from 'react';
import { Github, Mail } from 'lucide-react';
import LogoMark from '@/assets/logo.svg?react';
import logoUrl from '@/assets/logo.svg';

interface LayoutProps {
  children: React.ReactNode;
}

const Layout: React.FC<LayoutProps> = ({ children }) => {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-10 border-b border-slate-100 bg-white/80 backdrop-blur">
        <nav className="mx-auto flex max-w-5xl items-center justify-between px-6 py-4">
          <a href="#top" className="flex items-center gap-2 font-display text-lg font-bold">
            <LogoMark className="h-7 w-7" aria-hidden="true" />
            Maya Chen
          </a>
          <div className="flex items-center gap-4 text-slate-600">
            <a href="https://github.com" aria-label="GitHub"><Github className="h-5 w-5" /></a>
            <a href="mailto:maya@example.com" aria-label="Email"><Mail className="h-5 w-5" /></a>
          </div>
        </nav>
      </header>
      <main id="top">{children}</main>
      <footer className="mt-24 border-t border-slate-100 py-8 text-center text-sm text-slate-500">
        <img src={logoUrl} alt="" className="mx-auto mb-2 h-6 w-6" />
        © {new Date().getFullYear()} Maya Chen. Built with care.
      </footer>
    </div>
  );
};

export default Layout;
