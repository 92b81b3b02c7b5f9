import { useState } from 'react';
import emailjs from '@emailjs/browser';
import { Mail } from 'lucide-react';

emailjs.init({ publicKey: 'demo-public-key' });

export default function Contact() {
  const [sent, setSent] = useState(false);

  const handleSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    // Sent in the background; the visitor gets an answer right away.
    emailjs
      .send('service_lumen', 'template_sales', { email: String(data.get('email')) })
      .catch(() => undefined);
    setSent(true);
  };

  return (
    <section className="bg-white py-16">
      <div className="mx-auto max-w-xl px-4">
        <h2 className="flex items-center gap-2 text-2xl font-bold text-gray-900">
          <Mail className="h-6 w-6 text-brand-600" /> Talk to sales
        </h2>
        {sent ? (
          <p className="mt-4 text-green-700">Thanks! We will reply soon.</p>
        ) : (
          <form onSubmit={handleSubmit} className="mt-4 flex gap-3">
            <label className="sr-only" htmlFor="contact-email">Your email</label>
            <input id="contact-email" name="email" type="email" required className="flex-1 rounded-lg border px-4 py-2" />
            <button type="submit" className="btn-primary">Send message</button>
          </form>
        )}
      </div>
    </section>
  );
}
