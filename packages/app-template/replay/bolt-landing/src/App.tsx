import Navbar from './components/Navbar';
import { Hero } from './components/Hero';
import Features from './components/Features';
import Signup from './components/Signup';
import Contact from './components/Contact';

function App() {
  return (
    <div className="min-h-screen bg-gray-50 font-sans">
      <Navbar />
      <Hero />
      <Features />
      <Signup />
      <Contact />
      <footer className="bg-brand-900 py-8 text-center text-sm text-brand-100">
        © 2024 Lumen Analytics. All rights reserved.
      </footer>
    </div>
  );
}

export default App;
