import { useState } from 'react';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { supabase } from '../lib/supabase';

export default function Signup() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setStatus('loading');
    const { error } = await supabase.from('waitlist').insert([{ email }]);
    setStatus(error ? 'error' : 'done');
  };

  return (
    <section id="signup" className="bg-brand-50 py-24">
      <div className="mx-auto max-w-xl px-4 text-center">
        <h2 className="text-3xl font-extrabold text-brand-900">Join the waitlist</h2>
        {status === 'done' ? (
          <p className="mt-6 flex items-center justify-center gap-2 text-green-700">
            <CheckCircle2 className="h-5 w-5" /> You are on the list!
          </p>
        ) : (
          <form onSubmit={handleSubmit} className="mt-8 flex gap-3">
            <input
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="you@company.com"
              className="flex-1 rounded-lg border border-gray-300 px-4 py-3 focus:border-brand-500 focus:outline-none"
            />
            <button type="submit" className="btn-primary" disabled={status === 'loading'}>
              {status === 'loading' ? <Loader2 className="h-5 w-5 animate-spin" /> : 'Join'}
            </button>
          </form>
        )}
        {status === 'error' && <p className="mt-4 text-red-600">Something went wrong, try again.</p>}
      </div>
    </section>
  );
}
